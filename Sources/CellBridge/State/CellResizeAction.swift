#if canImport(UIKit)
    import Foundation

    /// Call it when hosted content changed size on its own (expanded, loaded an image).
    ///
    /// A collection or table view never looks at a cell's SwiftUI content after measuring it, so
    /// a view that grows stays clipped until something invalidates the cell. Calling the action
    /// makes the cell measure again through the core's ``ResizePlanner`` (requests in the same
    /// run-loop turn are merged). Outside a cell it does nothing.
    ///
    /// ```swift
    /// @Environment(\.cellBridgeRequestResize) private var requestResize
    /// Button("Show more") { isExpanded.toggle(); requestResize() }
    /// ```
    public struct CellResizeAction: Sendable {
        let handler: @MainActor @Sendable () -> Void

        init(handler: @escaping @MainActor @Sendable () -> Void) {
            self.handler = handler
        }

        /// Requests the resize; call it after the state change that alters the content's size.

        @MainActor public func callAsFunction() {
            handler()
        }
    }
#endif
