/// A reuse identifier the app registers itself in a way CellBridge would not reproduce: a storyboard
/// prototype, or a nib or class registered under a name that is not its own. A bridge that met such
/// a view model without being told would register its own cell over the app's (its outlets nil), or
/// find no cell at all; `cellbridge registered-by-app` lists these for the bridge's `registeredByApp:`.
///
/// A registration under the cell's own name (`register(UINib(nibName: "FeedCell", …),
/// forCellWithReuseIdentifier: "FeedCell")`) is not one: the bridge registers the same nib the same way.
public struct AppRegistration: Sendable, Hashable, Codable {
    /// Why the bridge cannot register this identifier itself.
    public enum Reason: String, Sendable, Hashable, Codable {
        /// A storyboard's prototype cell: the storyboard registers it when it loads the scene.
        case storyboardPrototype
        /// A nib registered under an identifier other than its name: the bridge looks for a nib named
        /// after the identifier, finds none, and would register the bare class.
        case nibUnderOtherName
        /// A class registered under an identifier other than its name: the bridge finds no class of
        /// that name.
        case classUnderOtherName
    }

    /// The identifier a view model's `className` returns for this cell.
    public var identifier: String
    /// The cell class (or, for a nib whose class is unknown, the nib's name).
    public var cell: String
    /// The nib registered, for `nibUnderOtherName`.
    public var nibName: String?
    public var reason: Reason
    /// The screen whose bridge needs it: the registering type, or the storyboard scene.
    public var screen: String
    /// `nil` when the registration does not say (an Objective-C call the reader could not place).
    public var kind: CellKind?
    /// Relative path and line of the registration (the storyboard and the prototype's line).
    public var file: String
    public var line: Int

    public init(
        identifier: String, cell: String, nibName: String? = nil, reason: Reason, screen: String, kind: CellKind?,
        file: String, line: Int
    ) {
        self.identifier = identifier
        self.cell = cell
        self.nibName = nibName
        self.reason = reason
        self.screen = screen
        self.kind = kind
        self.file = file
        self.line = line
    }
}

/// A registration whose identifier the scan could not work out (a constant declared outside the scanned
/// tree, or one computed at run time): the user checks whether it names the cell's class or nib.
public struct UnresolvedAppRegistration: Sendable, Hashable, Codable {
    /// The identifier expression as written: `FeedCell.reuseIdentifier`.
    public var expression: String
    public var cell: String
    public var screen: String
    public var file: String
    public var line: Int

    public init(expression: String, cell: String, screen: String, file: String, line: Int) {
        self.expression = expression
        self.cell = cell
        self.screen = screen
        self.file = file
        self.line = line
    }
}
