/// A reuse identifier as the code spells it, before the inventory knows every type's declarations.
///
/// `X.reuseIdentifier` is only a name until its declaration is found: `static let reuseIdentifier = "feed"` in
/// `X`, an `override class var` in a subclass, or `String(describing: self)` in a protocol extension `X` adopts.
/// The inventory resolves each one (`ReuseIdentifierResolver`) or reports it as unknown; it never guesses.
enum ReuseIdentifierExpression: Sendable, Hashable, Codable {
    /// `"banner"`.
    case literal(String)
    /// The type's name as a string: `String(describing: X.self)`, `"\(X.self)"`,
    /// `String(describing: X.classForCoder())`. Inside a declaration `X` is `Self` (`String(describing: self)`),
    /// the type the member is looked up on.
    case typeName(String)
    /// `X.reuseIdentifier`, `Self.identifier`, or a bare `cellIdentifier` (looked up on the type that says it,
    /// then among global constants).
    case member(type: String, name: String)
    /// Anything computed at run time, with its source text for the report.
    case unknown(String)

    /// The name a declaration uses for the type it is looked up on.
    static let selfType = "Self"
    /// The type name global constants are recorded under.
    static let globalScope = "<global>"
}

/// A property that may hold a reuse identifier (`static let reuseIdentifier = "feed"`, `class var identifier:
/// String { String(describing: self) }`, a view controller's `let cellID = "row"`, a global `let kCellID`).
struct IdentifierMemberDeclaration: Sendable, Hashable, Codable {
    /// The declaring type, the extended type or protocol of an extension, or `ReuseIdentifierExpression.globalScope`.
    var typeName: String
    var name: String
    var value: ReuseIdentifierExpression
}
