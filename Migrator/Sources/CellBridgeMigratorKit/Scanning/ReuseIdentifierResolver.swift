/// Resolves `ReuseIdentifierExpression`s against every identifier-like declaration of the app: the type's own
/// members and its extensions', its superclasses' (an override wins, being found first), then those of the
/// protocols it and they adopt (protocol extensions), then global constants.
struct ReuseIdentifierResolver {
    /// Type name → member name → value, from declarations and extensions.
    private let members: [String: [String: ReuseIdentifierExpression]]
    private let superclasses: [String: String]
    private let conformances: [String: [String]]

    init(
        declarations: [IdentifierMemberDeclaration], superclasses: [String: String], conformances: [String: [String]]
    ) {
        var members: [String: [String: ReuseIdentifierExpression]] = [:]
        for declaration in declarations where members[declaration.typeName]?[declaration.name] == nil {
            members[declaration.typeName, default: [:]][declaration.name] = declaration.value
        }
        self.members = members
        self.superclasses = superclasses
        self.conformances = conformances
    }

    /// The identifier string, or `nil` when it is computed at run time or its declaration is not in the scan.
    /// `selfType` is the type a `Self` in `expression` stands for (the registered cell).
    func resolve(_ expression: ReuseIdentifierExpression, selfType: String) -> String? {
        resolve(expression, selfType: selfType, depth: 0)
    }

    private func resolve(_ expression: ReuseIdentifierExpression, selfType: String, depth: Int) -> String? {
        guard depth < 8 else { return nil }
        switch expression {
        case .literal(let text):
            return text
        case .typeName(let name):
            return name == ReuseIdentifierExpression.selfType ? selfType : name
        case .unknown:
            return nil
        case .member(let type, let name):
            // `X.reuseIdentifier` is looked up on X and `Self` in a declaration stands for the concrete type, so a
            // protocol extension's `String(describing: self)` names the cell that adopts it.
            let owner = type == ReuseIdentifierExpression.selfType ? selfType : type
            guard let value = lookUp(name, on: owner) else { return nil }
            return resolve(value, selfType: owner, depth: depth + 1)
        }
    }

    /// The declaration of `name` on `type`. A class property and a class method without arguments are one
    /// declaration seen from two languages: Objective-C calls `+ (NSString *)reuseIdentifier` or a Swift
    /// `@objc static var reuseIdentifier` as `[X reuseIdentifier]` (`reuseIdentifier()`), Swift reads an
    /// Objective-C `@property (class)` as `X.reuseIdentifier`, so each spelling finds the other.
    private func lookUp(_ name: String, on type: String) -> ReuseIdentifierExpression? {
        if let value = lookUp(exactly: name, on: type) { return value }
        let other =
            name.hasSuffix(ReuseIdentifierSyntax.methodName(""))
            ? String(name.dropLast(2))
            : ReuseIdentifierSyntax.methodName(name)
        return lookUp(exactly: other, on: type)
    }

    private func lookUp(exactly name: String, on type: String) -> ReuseIdentifierExpression? {
        var lineage: [String] = []
        var current: String? = type
        while let name = current, !lineage.contains(name), lineage.count < 32 {
            lineage.append(name)
            current = superclasses[name]
        }
        for owner in lineage {
            if let value = members[owner]?[name] { return value }
        }
        var protocols: [String] = []
        var pending = lineage.flatMap { conformances[$0] ?? [] }
        while let next = pending.popLast(), protocols.count < 64 {
            guard !protocols.contains(next) else { continue }
            protocols.append(next)
            pending += conformances[next] ?? []
        }
        for owner in protocols {
            if let value = members[owner]?[name] { return value }
        }
        return members[ReuseIdentifierExpression.globalScope]?[name]
    }
}
