#if canImport(UIKit)
    import UIKit

    extension CellState {
        /// Copies what UIKit knows about a cell or view into the core's value.
        ///
        /// A plain `UIViewConfigurationState` (no cell) has no editing, swiped, expanded or
        /// reordering flags; they stay false.
        public init(_ state: any UIConfigurationState) {
            if let cell = state as? UICellConfigurationState {
                self.init(
                    isSelected: cell.isSelected, isHighlighted: cell.isHighlighted, isDisabled: cell.isDisabled,
                    isFocused: cell.isFocused, isEditing: cell.isEditing, isSwiped: cell.isSwiped,
                    isExpanded: cell.isExpanded, isReordering: cell.isReordering)
            } else if let view = state as? UIViewConfigurationState {
                self.init(
                    isSelected: view.isSelected, isHighlighted: view.isHighlighted, isDisabled: view.isDisabled,
                    isFocused: view.isFocused)
            } else {
                self = .normal
            }
        }
    }
#endif
