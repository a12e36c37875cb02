internal import SwiftSyntax

/// A nib or reuse identifier as R.swift's generated code names it. Apps that use R.swift spell a cell's
/// identifier `R.nib.bannerCell.name`, `R.nib.bannerCell.identifier` or `R.reuseIdentifier.bannerCell.identifier`,
/// and register its nib as `R.nib.bannerCell()` or `R.nib.bannerCell`; the generated file itself is made at
/// build time and is rarely in the repository, so the name is matched as R.swift derives it from the file's
/// or identifier's own name (`BannerCell` → `bannerCell`, `banner-cell` → `bannerCell`).
struct RSwiftResource {
    /// `bannerCell` in `R.nib.bannerCell.name`.
    var name: String

    /// nil unless `expression` is `R.nib.x`, `R.nib.x()`, `R.nib.x.name`, `R.nib.x.identifier`,
    /// `R.reuseIdentifier.x` or `R.reuseIdentifier.x.identifier`.
    init?(_ expression: ExprSyntax) {
        var current = expression
        if let call = current.as(FunctionCallExprSyntax.self), call.arguments.isEmpty {
            current = call.calledExpression
        }
        var names: [String] = []
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            names.insert(member.declName.baseName.text, at: 0)
            current = base
        }
        guard current.as(DeclReferenceExprSyntax.self)?.baseName.text == "R", names.count == 2 || names.count == 3,
            ["nib", "reuseIdentifier"].contains(names[0]),
            names.count == 2 || ["name", "identifier"].contains(names[2])
        else { return nil }
        name = names[1]
    }

    /// Whether it names one of `names` (a nib's name, a reuse identifier).
    func names(anyOf names: [String]) -> Bool {
        names.contains { Self.key($0) == Self.key(name) }
    }

    /// Letters and digits, lowercased: R.swift drops the characters an identifier cannot hold and changes the
    /// case of the first letters, so this is what a name and its generated spelling share.
    private static func key(_ name: String) -> String {
        String(name.filter { $0.isLetter || $0.isNumber }).lowercased()
    }
}
