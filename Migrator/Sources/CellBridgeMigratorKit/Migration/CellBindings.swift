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
    /// A `String` expression for a button's title.
    var buttonTitle: [String: String] = [:]
    /// Action selectors (`shopTapped:`) → the statements of the button's action.
    var actions: [String: [String]] = [:]
    /// The statements run when the cell is tapped (a tap gesture recognizer on the cell or its content view).
    var tapAction: [String]?
    /// Outlet → `// TODO(cellbridge): …` lines placed above that outlet's view.
    var todos: [String: [String]] = [:]
    /// `// TODO(cellbridge): …` lines that belong to no outlet, placed at the top of `body`.
    var unplaced: [String] = []

    var isEmpty: Bool { self == CellBindings() }

    /// Every bound expression the view evaluates (not the actions, which run on taps).
    var expressions: [String] {
        var result: [String] = []
        for values in [text, image, shownWhen, disabledWhen, isOn, buttonTitle] {
            result += values.values
        }
        return result
    }
}
