/// Who answers a tap on a cell whose content is SwiftUI: the cell (UIKit selection), the content's
/// own controls, or both.
///
/// A SwiftUI control inside a cell is not a `UIControl`, so UIKit cannot tell a tap on it from a
/// tap on the rest of the cell: no shipped library (Epoxy, DTCollectionViewManager, SwiftUIX,
/// ASCollectionView) has a way before iOS 16, DTCollectionViewManager warns that a `Button` and
/// `didSelect` "will not play together nicely", and Apple documents for `UIHostingConfiguration`
/// only that the collection or table view keeps handling taps, highlighting and selection. So
/// each cell says which it is:
///
/// - ``cellSelects``: the whole cell is one tap target; UIKit highlights and selects it. Its
///   SwiftUI content should hold no buttons of its own.
/// - ``contentHandlesTaps``: the content's own controls take the taps; the cell never highlights
///   or selects, so no `didSelect` fights a button.
/// - ``contentControlsAndCell``: the content's controls take their own taps, and a tap anywhere
///   else in the cell selects it. SwiftUI decides, not UIKit: the content gets a tap gesture of its
///   own around everything it shows, which SwiftUI gives only the taps no control inside took (a
///   gesture on a subview takes precedence over one on its parent), and that tap selects the cell
///   through UIKit's selection and the delegate's `didSelect` (``ContentSelectionStep``). UIKit's
///   own touch selection is off for the cell, so a control's tap never selects it, on every OS
///   path alike. What it gives up: the highlight UIKit draws while a finger is down (the selected
///   state shows once the tap ends). A tap gesture fails as soon as the finger moves, so scrolling
///   is untouched, unlike a press or drag gesture, which is reported to block it (ASCollectionView
///   #50, Element X #4615).
///
/// ```swift
/// CellSelectionRules.allowsSelection(for: .contentHandlesTaps)         // false: didSelect never fires
/// CellSelectionRules.contentSelectsCell(for: .contentControlsAndCell)  // true: the content's tap selects
/// ```
public enum CellTapHandling: Hashable, Sendable {
    case cellSelects
    case contentHandlesTaps
    case contentControlsAndCell
}

/// What UIKit's `shouldHighlight…` / `shouldSelect…` answer for a cell, from its ``CellTapHandling``.
public enum CellSelectionRules {
    /// `collectionView(_:shouldHighlightItemAt:)` / `tableView(_:shouldHighlightRowAt:)`: a cell
    /// that will not be selected by touch must not highlight either, or it flashes under every
    /// button tap.
    public static func allowsHighlight(for handling: CellTapHandling) -> Bool {
        handling == .cellSelects
    }

    /// `collectionView(_:shouldSelectItemAt:)` / `tableView(_:willSelectRowAt:)`: whether the cell
    /// is selected, by UIKit's touch or (`byContent`) by a tap its content did not give a control.
    /// An app that answers `shouldSelect` with the bridge's `shouldSelect(_:)` is asked it for both:
    /// UIKit's touch must not select a ``CellTapHandling/contentControlsAndCell`` cell, its content's
    /// tap must.
    public static func allowsSelection(for handling: CellTapHandling, byContent: Bool = false) -> Bool {
        byContent ? handling == .contentControlsAndCell : handling == .cellSelects
    }

    /// Whether a tap the content's controls did not take selects the cell, through the content.
    public static func contentSelectsCell(for handling: CellTapHandling) -> Bool {
        handling == .contentControlsAndCell
    }
}

/// What a tap on a ``CellTapHandling/contentControlsAndCell`` cell's content (outside its
/// controls) does, as a user's tap on the cell would: select it and tell the delegate
/// (`selectItem(at:)` / `selectRow(at:)` never call the delegate, so the shell calls `didSelect`
/// itself), or, where several cells may be selected and this one is, deselect it.
///
/// ```swift
/// ContentSelectionStep.forTap(isSelected: true, allowsSelection: true, allowsMultipleSelection: true)
/// // .deselect
/// ```
public enum ContentSelectionStep: Hashable, Sendable {
    case select
    case deselect
    case nothing

    public static func forTap(isSelected: Bool, allowsSelection: Bool, allowsMultipleSelection: Bool)
        -> ContentSelectionStep
    {
        guard allowsSelection else { return .nothing }
        return isSelected && allowsMultipleSelection ? .deselect : .select
    }
}
