#if canImport(UIKit)
    import UIKit

    /// Every hosting controller CellBridge adds to a screen: test for it to leave cells out of code
    /// that walks a screen's `children` or tracks screen impressions.
    ///
    /// A hosting cell's controller is a child of its screen while the cell is displayed (from its
    /// configure or `willDisplay` to its `didEndDisplaying`, the model Epoxy ships), so a screen's
    /// `children` also hold one controller per visible SwiftUI cell, and UIKit forwards the screen's
    /// appearance callbacks to them. Epoxy makes its controller class public for the same reason:
    /// "to opt collection view cells out of automated view controller impression tracking".
    ///
    /// ```swift
    /// let screens = viewController.children.filter { !($0 is CellBridgeHostingController) }
    /// ```
    @preconcurrency @MainActor
    public protocol CellBridgeHostingController: UIViewController {}
#endif
