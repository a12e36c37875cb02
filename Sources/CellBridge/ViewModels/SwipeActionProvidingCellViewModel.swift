#if canImport(UIKit)
    import Foundation

    /// A view model that offers swipe actions for its table row or list cell, legacy or SwiftUI alike.
    ///
    /// The shared delegate forwards `trailingSwipeActionsConfigurationForRowAt` to
    /// ``TableCellBridge/trailingSwipeActionsConfiguration(for:in:at:)-(_,UITableView,_)`` and never learns which
    /// feature offered what.
    ///
    /// ```swift
    /// extension MessageViewModel: SwipeActionProvidingCellViewModel {
    ///     var trailingSwipeActions: [CellSwipeAction] {
    ///         [CellSwipeAction(title: "Archive") { [weak self] _ in self?.archive() ?? false }]
    ///     }
    /// }
    /// ```
    public protocol SwipeActionProvidingCellViewModel: CollectionCellViewModel {
        /// Actions revealed by swiping towards the trailing edge (left-to-right languages: right).
        @preconcurrency @MainActor var leadingSwipeActions: [CellSwipeAction] { get }
        /// Actions revealed by swiping towards the leading edge; the usual place for Delete.
        @preconcurrency @MainActor var trailingSwipeActions: [CellSwipeAction] { get }
    }

    extension SwipeActionProvidingCellViewModel {
        @preconcurrency @MainActor public var leadingSwipeActions: [CellSwipeAction] { [] }
        @preconcurrency @MainActor public var trailingSwipeActions: [CellSwipeAction] { [] }
    }
#endif
