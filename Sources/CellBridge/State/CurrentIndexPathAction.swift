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

        @MainActor public func callAsFunction() -> IndexPath? {
            resolver()
        }
    }
#endif
