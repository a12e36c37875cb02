/// How the SwiftUI view shows what the legacy cell's code set on its outlets, read from its
/// `configure(with:)` and actions. Keys are outlet property names (`titleLabel`); values are Swift
/// source written in terms of `viewModel`, the view's property.
///
/// The scaffold passes none and gets the XIB's placeholders; `migrate` passes what `CellBindingReader`
/// could map, and a `// TODO(cellbridge):` line for everything else.
struct CellBindings: Sendable, Equatable {
    /// An expression of type `String` for a label's or text view's text.
    var text: [String: String] = [:]
    /// A whole `Image(...)` expression for an image view.
    var image: [String: String] = [:]
    /// The condition under which the view is shown (the negation of what `isHidden` was set to).
    var shownWhen: [String: String] = [:]
    /// The condition under which a control is disabled (the negation of `isEnabled`).
    var disabledWhen: [String: String] = [:]
    /// A `Binding<Bool>` expression for a switch.
    var isOn: [String: String] = [:]
    /// Outlet → the state the configuration gives a switch (what `isOn` was set to).
    var switchValues: [String: String] = [:]
    /// Outlet → what flipping the switch did, as the setter of its binding runs it (`SwitchChange`).
    var switchChanges: [String: [String]] = [:]
    /// A `String` expression for a button's title.
    var buttonTitle: [String: String] = [:]
    /// A `Color?` expression for a label's text colour or a view's tint (`.foregroundColor(…)`).
    var foreground: [String: String] = [:]
    /// The cell's own look (`CellLook`): its background, corner radius and border, key → the value's expression.
    var cellLook: [String: String] = [:]
    /// A `Color?` expression for a view's background (`.background(…)`).
    var background: [String: String] = [:]
    /// A `Double` expression for a view's opacity (what `alpha` was).
    var opacity: [String: String] = [:]
    /// Outlet → the members the cell's code or the places that configure it set (`text`, `textColor`):
    /// the XIB's design-time value of those never ships as content, bound or not.
    var setInCode: [String: Set<String>] = [:]
    /// Action selectors (`shopTapped:`) → the statements of the button's action.
    var actions: [String: [String]] = [:]
    /// The statements run when the cell is tapped (a tap gesture recognizer on the cell or its content view).
    var tapAction: [String]?
    /// Constraint outlets the configuration switched where it showed or hid a view the view binds: the
    /// SwiftUI stack lays the row out without that view itself, so they need nothing (said in a comment).
    var stackLayout: [String] = []
    /// UIKit's table-cell API the configure sets from what it was given (`accessoryType = isSelected ?
    /// .checkmark : .none`), property → the value in terms of `viewModel`: each place sets it on the hosting cell.
    var cellAPI: [String: String] = [:]
    /// UIKit's table-cell API a cell sets on itself that no SwiftUI view has, and the hosting cell has too.
    static let uiKitCellAPI: Set<String> = [
        "selectionStyle", "accessoryType", "editingAccessoryType", "separatorInset", "selectedBackgroundView",
        "multipleSelectionBackgroundView", "backgroundView", "focusStyle", "shouldIndentWhileEditing",
        "showsReorderControl",
    ]
    /// Functions of the cell the view calls (`isCustom(port:ports:)`), as members of the view.
    var viewFunctions: [String] = []
    /// Outlet → `// TODO(cellbridge): …` lines placed above that outlet's view.
    var todos: [String: [String]] = [:]
    /// `// TODO(cellbridge): …` lines that belong to no outlet, placed at the top of `body`.
    var unplaced: [String] = []

    var isEmpty: Bool { self == CellBindings() }

    /// How many of the old configuration's settings the view carries over.
    var boundCount: Int {
        [text, image, shownWhen, disabledWhen, isOn, buttonTitle, foreground, background, opacity, cellLook, cellAPI]
            .map(
                \.count
            )
            .reduce(0, +) + actions.values.filter { !($0.first?.contains("TODO") ?? false) }.count
            + (tapAction.map { $0.first?.contains("TODO") ?? false ? 0 : 1 } ?? 0)
    }

    /// How many it could not, each marked `TODO(cellbridge)` in the view.
    var todoCount: Int {
        todos.values.map(\.count).reduce(0, +) + unplaced.count
            + actions.values.filter { $0.first?.contains("TODO") ?? false }.count
            + (tapAction.map { $0.first?.contains("TODO") ?? false ? 1 : 0 } ?? 0)
    }

    /// Adds what `other` bound, and its TODOs; with `keepingExisting`, a binding already made wins.
    mutating func merge(_ other: CellBindings, keepingExisting: Bool = false) {
        func join(_ mine: inout [String: String], _ theirs: [String: String]) {
            mine.merge(theirs) { existing, new in keepingExisting ? existing : new }
        }
        join(&text, other.text)
        join(&image, other.image)
        join(&shownWhen, other.shownWhen)
        join(&disabledWhen, other.disabledWhen)
        join(&isOn, other.isOn)
        join(&buttonTitle, other.buttonTitle)
        join(&foreground, other.foreground)
        join(&background, other.background)
        join(&opacity, other.opacity)
        join(&switchValues, other.switchValues)
        join(&cellLook, other.cellLook)
        join(&cellAPI, other.cellAPI)
        switchChanges.merge(other.switchChanges) { existing, new in keepingExisting ? existing : new }
        actions.merge(other.actions) { existing, _ in existing }
        tapAction = tapAction ?? other.tapAction
        todos.merge(other.todos) { mine, theirs in mine + theirs.filter { !mine.contains($0) } }
        unplaced += other.unplaced.filter { !unplaced.contains($0) }
        stackLayout += other.stackLayout.filter { !stackLayout.contains($0) }
        setInCode.merge(other.setInCode) { $0.union($1) }
    }

    /// A switch the configuration sets and whose changes the cell reported binds both ways: its `Toggle`
    /// shows the state and runs what the cell ran on a flip, and the TODO that said it could not is gone.
    mutating func bindSwitchChanges() {
        for (outlet, lines) in switchChanges {
            guard let value = switchValues[outlet] else { continue }
            isOn[outlet] = SwitchChange.binding(value: value, setter: lines)
            todos[outlet]?.removeAll { $0.contains(Self.reportChangesBack) }
            if todos[outlet]?.isEmpty == true { todos[outlet] = nil }
        }
    }

    /// The end of the TODO a switch bound to a constant gets.
    static let reportChangesBack = "report its changes back the way the cell did"

    /// The outlets some binding shows a value on (text, image, colours, titles, switches).
    var boundOutlets: Set<String> {
        Set([text, image, disabledWhen, isOn, buttonTitle, foreground, background, opacity].flatMap(\.keys))
    }

    /// Members of UIKit's views that code sets without changing what the view shows (its text or image).
    static let appearanceMembers: Set<String> = [
        "isHidden", "alpha", "isEnabled", "textColor", "tintColor", "backgroundColor", "font", "layer",
        "isUserInteractionEnabled", "contentMode", "numberOfLines", "textAlignment", "lineBreakMode", "tag",
        "transform", "clipsToBounds", "isAccessibilityElement", "accessibilityLabel", "accessibilityIdentifier",
        "accessibilityHint", "accessibilityValue", "accessibilityTraits", "isOn", "isSelected", "isHighlighted",
        "adjustsFontSizeToFitWidth", "minimumScaleFactor", "cornerRadius", "borderColor", "borderWidth",
        "highlightedTextColor", "progress", "value", "minimumValue", "maximumValue", "isEditable", "placeholder",
        "keyboardType", "returnKeyType", "delegate", "dataSource", "isScrollEnabled", "textContainerInset",
        "startAnimating", "stopAnimating", "constant", "isActive", "priority", "addTarget", "removeTarget",
        "setNeedsLayout", "layoutIfNeeded", "sizeToFit", "setContentHuggingPriority",
        "setContentCompressionResistancePriority",
    ]
    /// Members that are the view's content.
    static let contentMembers: Set<String> = ["text", "attributedText", "image", "setTitle", "setImage"]

    /// Whether code sets what the outlet's view shows: its text or image, or a property of the app's own
    /// (`novaGroupView.novaGroup = …` sets the image that view shows), so the XIB's content is a placeholder.
    func setsContent(of outlet: String) -> Bool {
        (setInCode[outlet] ?? []).contains {
            Self.contentMembers.contains($0) || !Self.appearanceMembers.contains($0)
        }
    }

    /// Records that code sets `member` of `outlet`.
    mutating func markSet(_ outlet: String, _ member: String) {
        setInCode[outlet, default: []].insert(member)
    }

    /// Every bound expression the view evaluates (not the actions, which run on taps).
    var expressions: [String] {
        var result: [String] = []
        for values in [text, image, shownWhen, disabledWhen, isOn, buttonTitle, foreground, background, opacity] {
            result += values.values
        }
        return result
    }
}
