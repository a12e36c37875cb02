#if canImport(UIKit)
    import SwiftUI
    import UIKit

    @available(iOS 16.0, tvOS 16.0, *)
    extension UIHostingConfiguration {
        /// Applies the core's margin overrides edge by edge; edges it leaves alone keep the cell's
        /// layout margins, as `UIHostingConfiguration` does by default.
        func margins(_ margins: ContentMargins) -> Self {
            let overrides = margins.overrides
            var result = self
            if let top = overrides.top { result = result.margins(.top, CGFloat(top)) }
            if let leading = overrides.leading { result = result.margins(.leading, CGFloat(leading)) }
            if let bottom = overrides.bottom { result = result.margins(.bottom, CGFloat(bottom)) }
            if let trailing = overrides.trailing { result = result.margins(.trailing, CGFloat(trailing)) }
            return result
        }
    }
#endif
