#if canImport(UIKit)
    import Foundation

    /// The item of the shared iOS 16+ cell registration: any SwiftUI-backed view model.
    struct HostedItem {
        let viewModel: any SwiftUIRenderableCellViewModel
    }
#endif
