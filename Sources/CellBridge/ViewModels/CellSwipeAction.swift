#if canImport(UIKit)
    import UIKit

    /// One swipe action a table row or list cell offers, declared by its view model.
    ///
    /// Declared actions work the same on every OS and render path: the bridge turns them into a
    /// `UISwipeActionsConfiguration` for the shared delegate. SwiftUI's `.swipeActions` only
    /// reaches UIKit through `UIHostingConfiguration` (iOS 16+), so it cannot be the only way.
    /// The handler receives the row's index path as it is *when the action fires*, never the one
    /// the swipe started at, and returns whether the action was performed.
    ///
    /// ```swift
    /// CellSwipeAction(title: "Delete", systemImageName: "trash", style: .destructive) { indexPath in
    ///     store.delete(at: indexPath.row)
    ///     return true
    /// }
    /// ```
    public struct CellSwipeAction {
        /// How UIKit draws the action: destructive actions are red and remove the row on full swipe.
        public enum Style {
            case normal
            case destructive
        }

        /// Shown on the action button; nil with an image shows the image alone.
        public var title: String?
        /// An SF Symbol name for the button image.
        public var systemImageName: String?
        public var style: Style
        /// Overrides the style's colour.
        public var backgroundColor: UIColor?
        /// Runs when the action fires, with the row's index path at that moment; return false when
        /// the action could not be performed so UIKit restores the row.
        public var handler: @MainActor (IndexPath) -> Bool

        /// Declares an action; nothing runs until the user picks it.

        public init(
            title: String?,
            systemImageName: String? = nil,
            style: Style = .normal,
            backgroundColor: UIColor? = nil,
            handler: @escaping @MainActor (IndexPath) -> Bool
        ) {
            self.title = title
            self.systemImageName = systemImageName
            self.style = style
            self.backgroundColor = backgroundColor
            self.handler = handler
        }
    }
#endif
