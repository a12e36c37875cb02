/// A decision about a registration that rests on a guess, for the developer to check: UIKit could
/// not say whether the app registered an identifier (a collection view,
/// ``ExistingRegistration/unknown(prototypesPossible:)``), so CellBridge left it to the app or
/// registered the class of that name (``LegacyClassRegistration/guess``).
///
/// When the guess is wrong, UIKit throws "could not dequeue a view of kind …" at the next line, or
/// the cell's outlets are nil; the note, logged just before, says what to do. Each note is made
/// once per identifier and view.
public indirect enum RegistrationNote: Hashable, Sendable, CustomStringConvertible {
    /// Why the identifier is left to the app.
    public enum Reason: Hashable, Sendable {
        /// Its class overrides `awakeFromNib`: it is laid out in a nib or a storyboard, so built
        /// with `init(frame:)` its outlets would be nil (or an `init(coder:)`-only class traps).
        case designedInInterfaceBuilder
        /// The view's screen comes from a storyboard, which may hold it as a prototype cell.
        case mayBeStoryboardPrototype
    }

    /// `reuseIdentifier` (named by `className`) is dequeued as the app registered it.
    case leftToApp(reuseIdentifier: String, className: String, reason: Reason)
    /// `reuseIdentifier` was registered with the class `className` found by name, because nothing
    /// suggested the app registers it; wrong when the app registered a nib under that identifier.
    case registeredByClass(reuseIdentifier: String, className: String)

    public var description: String {
        switch self {
        case .leftToApp(let identifier, let className, let reason):
            let because: String
            switch reason {
            case .designedInInterfaceBuilder:
                because =
                    "there is no nib named '\(className)' and the class overrides awakeFromNib, so it is laid out in a "
                    + "nib or a storyboard"
            case .mayBeStoryboardPrototype:
                because =
                    "there is no nib named '\(className)' and the collection view's screen comes from a storyboard, "
                    + "so it may be a prototype cell there"
            }
            return "CellBridge leaves '\(identifier)' to the app's own registration: \(because). Registering it by "
                + "class would replace that registration and build the cell with init(frame:) (nil outlets). If the "
                + "app does not register '\(identifier)', UIKit throws \"could not dequeue a view of kind\" next: "
                + "register it through the bridge (register(_:forReuseIdentifier:) for a cell built in code, "
                + "register(nibNamed:bundle:forReuseIdentifier:) for a nib of another name). If it does, say so and "
                + "this note goes away: registeredByApp: [\"\(identifier)\"] when creating the bridge, or "
                + "registeredByApp = true on the view model."
        case .registeredByClass(let identifier, let className):
            return "CellBridge registered '\(identifier)' with the class '\(className)': no nib named '\(className)' "
                + "exists and nothing suggests the app registers it (a collection view cannot say). If the app "
                + "registers '\(identifier)' itself (a nib under another name), its outlets are now nil: declare it, "
                + "registeredByApp: [\"\(identifier)\"] on the bridge or registeredByApp = true on the view model. If "
                + "'\(className)' is a cell built in code, pass legacyClassRegistration: .registerByClass to the bridge "
                + "and this note goes away."
        }
    }
}
