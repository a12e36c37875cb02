#if canImport(UIKit)
    import SwiftUI

    /// The content of a ``SwiftUIHostingConfiguration`` with its margins, minimum size and
    /// background applied in SwiftUI, so the background runs under the margins as Apple's does.
    struct ConfigurationRoot<Content: View>: View {
        var content: Content
        var margins: EdgeInsets
        var minWidth: CGFloat?
        var minHeight: CGFloat?
        var background: AnyView?

        var body: some View {
            content
                .padding(margins)
                .frame(minWidth: minWidth, minHeight: minHeight)
                .background(background)
        }
    }
#endif
