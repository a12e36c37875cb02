#if canImport(UIKit)
    import CellBridge
    import SwiftUI

    /// A migrated table row with a favourite button and a delete swipe: the Swift by Sundell
    /// article's scenario.
    ///
    /// The row does not know where it is. Its star sends ``TodoRowEvent/toggleFavorite`` through
    /// the cell, and the bridge hands it to the screen with the index path the row has *when the
    /// tap happens*. Its delete action gets the index path the row has when the action fires.
    /// An index path captured when the cell was configured would name the wrong row as soon as
    /// a row above it is deleted.
    final class TodoRowViewModel: ObservableObject, SwiftUIRenderableCellViewModel,
        SwipeActionProvidingCellViewModel
    {
        let todoID: UUID
        @Published var title: String
        @Published var isFavorite: Bool
        /// Set by the screen: deletes the row at the index path it has when the action fires.
        var onDelete: (@MainActor (IndexPath) -> Bool)?

        init(todo: DemoStore.Todo) {
            todoID = todo.id
            title = todo.title
            isFavorite = todo.isFavorite
        }

        var className: String {
            String(describing: TodoRowView.self)
        }

        func makeHostedView() -> AnyView {
            AnyView(TodoRowView(viewModel: self))
        }

        @MainActor var trailingSwipeActions: [CellSwipeAction] {
            [
                CellSwipeAction(title: "Delete", systemImageName: "trash", style: .destructive) {
                    [weak self] indexPath in
                    self?.onDelete?(indexPath) ?? false
                }
            ]
        }
    }

    /// What a todo row tells its screen.
    enum TodoRowEvent: Hashable {
        case toggleFavorite
    }
#endif
