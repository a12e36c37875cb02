/// The state of the cell around a piece of hosted SwiftUI content, as SwiftUI should see it.
///
/// UIKit keeps selection, highlight and the rest in `UICellConfigurationState`, which SwiftUI
/// content inside a cell never sees: a hosted view cannot ask its cell whether it is selected.
/// The shell copies the UIKit state into this value (every field a plain `Bool`, so it can be
/// compared and tested anywhere) and hands it to SwiftUI as an environment value.
///
/// ```swift
/// @Environment(\.cellBridgeCellState) private var cellState
/// var body: some View {
///     Text(title).foregroundColor(cellState.isHighlighted ? .secondary : .primary)
/// }
/// ```
public struct CellState: Hashable, Sendable, CustomStringConvertible {
    public var isSelected: Bool
    public var isHighlighted: Bool
    public var isDisabled: Bool
    public var isFocused: Bool
    public var isEditing: Bool
    public var isSwiped: Bool
    public var isExpanded: Bool
    public var isReordering: Bool

    public init(
        isSelected: Bool = false,
        isHighlighted: Bool = false,
        isDisabled: Bool = false,
        isFocused: Bool = false,
        isEditing: Bool = false,
        isSwiped: Bool = false,
        isExpanded: Bool = false,
        isReordering: Bool = false
    ) {
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.isDisabled = isDisabled
        self.isFocused = isFocused
        self.isEditing = isEditing
        self.isSwiped = isSwiped
        self.isExpanded = isExpanded
        self.isReordering = isReordering
    }

    /// A cell at rest: what content sees before UIKit reports anything, and after reuse.
    public static let normal = CellState()

    public var description: String {
        let flags: [(Bool, String)] = [
            (isSelected, "selected"), (isHighlighted, "highlighted"), (isDisabled, "disabled"),
            (isFocused, "focused"), (isEditing, "editing"), (isSwiped, "swiped"), (isExpanded, "expanded"),
            (isReordering, "reordering"),
        ]
        let names = flags.filter(\.0).map(\.1)
        return names.isEmpty ? "normal" : names.joined(separator: "+")
    }
}
