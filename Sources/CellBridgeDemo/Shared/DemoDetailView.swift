#if canImport(UIKit)
    import SwiftUI

    /// The screen a selected item pushes. Deliberately without `NavigationView`: the
    /// `UINavigationController` around it already provides the bar.
    struct DemoDetailView: View {
        let className: String

        var body: some View {
            VStack(spacing: 12) {
                Image(systemName: "square.stack.3d.up")
                    .font(.largeTitle)
                    .foregroundColor(.secondary)
                Text("Selected item")
                    .font(.headline)
                Text("className: \(className)")
                    .font(.system(.body, design: .monospaced))
                Text("Pushed from the shared delegate's didSelect through UIKit navigation.")
                    .font(.footnote)
                    .foregroundColor(.secondary)
                    .multilineTextAlignment(.center)
            }
            .padding()
        }
    }
#endif
