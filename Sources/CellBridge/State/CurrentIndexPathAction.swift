#if canImport(UIKit)
    import Foundation

    /// Answers the cell's index path at the moment it is called, never a captured one.
    ///
    /// ```swift
    /// @Environment(\.cellBridgeCurrentIndexPath) private var currentIndexPath
    /// Button("Log") { print(currentIndexPath() as Any) }
    /// ```
    public struct CurrentIndexPathAction: Sendable {
        let resolver: @MainActor @Sendable () -> IndexPath?

        init(resolver: @escaping @MainActor @Sendable () -> IndexPath?) {
            self.resolver = resolver
        }

        /// The index path now, or nil when the cell is not in a collection or table view.

        @MainActor public func callAsFunction() -> IndexPath? {
            resolver()
        }
    }
#endif
