/// Who answers a tap on a cell whose content is SwiftUI: the cell (UIKit selection) or the content.
///
/// A SwiftUI `Button` inside a cell does not stop the tap from reaching the collection or table
/// view: the button's action runs *and* the cell highlights and `didSelect` fires, so a
/// "favourite" star also opens the detail screen (a known DTCollectionViewManager complaint).
/// There is no public way to let UIKit select only when the touch misses a SwiftUI control, so
/// each cell says which one it is:
///
/// - ``cellSelects``: the whole cell is one tap target; UIKit highlights and selects it. Its
///   SwiftUI content should hold no buttons of its own.
/// - ``contentHandlesTaps``: the content's own controls take the taps; the cell never highlights
///   or selects, so no `didSelect` fights a button.
///
/// ```swift
/// CellSelectionRules.allowsSelection(for: .contentHandlesTaps)   // false: didSelect never fires
/// ```
public enum CellTapHandling: Hashable, Sendable {
    case cellSelects
    case contentHandlesTaps
}

/// What UIKit's `shouldHighlight…` / `shouldSelect…` answer for a cell, from its ``CellTapHandling``.
public enum CellSelectionRules {
    /// `collectionView(_:shouldHighlightItemAt:)` / `tableView(_:shouldHighlightRowAt:)`: a cell
    /// that will not be selected must not highlight either, or it flashes under every button tap.
    public static func allowsHighlight(for handling: CellTapHandling) -> Bool {
        handling == .cellSelects
    }

    /// `collectionView(_:shouldSelectItemAt:)` / `tableView(_:willSelectRowAt:)`.
    public static func allowsSelection(for handling: CellTapHandling) -> Bool {
        handling == .cellSelects
    }
}
