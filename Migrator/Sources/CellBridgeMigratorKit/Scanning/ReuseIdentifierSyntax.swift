internal import SwiftSyntax

/// Reads a `ReuseIdentifierExpression` from the syntax of a registration argument or of an identifier-like
/// property's value.
enum ReuseIdentifierSyntax {
    /// `selfName` is what `self`, `Self` and a bare name stand for: `ReuseIdentifierExpression.selfType` inside
    /// a type's member declaration (resolved later on the concrete type), or the enclosing type's name at a
    /// call site.
    static func expression(_ expression: ExprSyntax, selfName: String) -> ReuseIdentifierExpression {
        let unknown = ReuseIdentifierExpression.unknown(expression.trimmedDescription)
        if let className = unqualifiedClassName(expression, selfName: selfName) {
            return .typeName(className)
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return self.literal(literal, selfName: selfName) ?? unknown
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            guard member.declName.baseName.tokenKind != .keyword(.self) else { return unknown }
            // `CellID.profile.rawValue`: an enum case's raw value, recorded as the member `profile.rawValue`.
            if name == "rawValue", let enumCase = base.as(MemberAccessExprSyntax.self), let enumType = enumCase.base,
                let owner = typeReference(enumType, selfName: selfName)
            {
                return .member(type: owner, name: enumCase.declName.baseName.text + ".rawValue")
            }
            if let owner = typeReference(base, selfName: selfName) {
                return .member(type: owner, name: name)
            }
            return unknown
        }
        // A bare name: a member of the type or a global constant, capitalised too (`FeedCellIdentifier`, an
        // Objective-C `NSString *const` a header declares `extern`).
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self),
            reference.baseName.tokenKind != .keyword(.Self)
        {
            return .member(type: selfName, name: reference.baseName.text)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "String",
            let argument = call.arguments.first, argument.label?.text == "describing", call.arguments.count == 1,
            let type = describedType(argument.expression, selfName: selfName)
        {
            return .typeName(type)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let method = identifierMethod(call, selfName: selfName)
        {
            return method
        }
        return unknown
    }

    /// `X.cellIdentifier()` or a bare `reuseIdentifier()`: a method without arguments whose name says it gives
    /// an identifier, recorded as the member `cellIdentifier()` (its declaration is recorded under the same
    /// name, `methodName(_:)`).
    private static func identifierMethod(_ call: FunctionCallExprSyntax, selfName: String) -> ReuseIdentifierExpression?
    {
        guard call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            isIdentifierLikeName(member.declName.baseName.text), let owner = typeReference(base, selfName: selfName)
        {
            return .member(type: owner, name: methodName(member.declName.baseName.text))
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            isIdentifierLikeName(reference.baseName.text)
        {
            return .member(type: selfName, name: methodName(reference.baseName.text))
        }
        return nil
    }

    /// `NSStringFromClass(self).components(separatedBy: ".").last!` (or `?? ""`, `.last ?? "…"`): the class's name
    /// without its module, what `String(describing: self)` gives. `NSStringFromClass(self)` alone is module-qualified
    /// in Swift (`App.FeedCell`), so it stays unknown.
    private static func unqualifiedClassName(_ expression: ExprSyntax, selfName: String) -> String? {
        var value = expression
        if let forced = value.as(ForceUnwrapExprSyntax.self) { value = forced.expression }
        if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let first = sequence.elements.first,
            sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        {
            value = first
        }
        if let forced = value.as(ForceUnwrapExprSyntax.self) { value = forced.expression }
        if let optional = value.as(OptionalChainingExprSyntax.self) { value = optional.expression }
        guard let last = value.as(MemberAccessExprSyntax.self), last.declName.baseName.text == "last",
            var components = last.base
        else { return nil }
        if let optional = components.as(OptionalChainingExprSyntax.self) { components = optional.expression }
        guard let split = components.as(FunctionCallExprSyntax.self),
            let callee = split.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "components", split.arguments.first?.label?.text == "separatedBy",
            let separator = split.arguments.first?.expression.as(StringLiteralExprSyntax.self),
            separator.segments.trimmedDescription == ".",
            let fromClass = callee.base?.as(FunctionCallExprSyntax.self),
            fromClass.calledExpression.trimmedDescription == "NSStringFromClass",
            let argument = fromClass.arguments.first?.expression
        else { return nil }
        if let member = argument.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "classForCoder",
            let base = member.base
        {
            return describedType(base, selfName: selfName)
        }
        return describedType(argument, selfName: selfName)
    }

    /// The member name a method without arguments is recorded under: `cellIdentifier()`.
    static func methodName(_ name: String) -> String { name + "()" }

    /// `"feed"`, `"\(FeedCell.self)"`, `"\(self)"`; `nil` when it interpolates anything else.
    private static func literal(_ literal: StringLiteralExprSyntax, selfName: String) -> ReuseIdentifierExpression? {
        var text = ""
        var onlyType: String?
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += plain.content.text
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self),
                interpolation.expressions.count == 1, let only = interpolation.expressions.first,
                let type = describedType(only.expression, selfName: selfName), onlyType == nil
            {
                onlyType = type
            } else {
                return nil
            }
        }
        if let onlyType {
            return text.isEmpty ? .typeName(onlyType) : nil
        }
        return .literal(text)
    }

    /// The type a `String(describing:)` argument names: `X.self`, `X.classForCoder()`, `self`, `Self.self`,
    /// `type(of: self)`.
    private static func describedType(_ expression: ExprSyntax, selfName: String) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self)
        {
            return selfName
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            member.declName.baseName.tokenKind == .keyword(.self)
        {
            return typeReference(base, selfName: selfName)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "classForCoder", let base = member.base
            {
                let owner =
                    base.as(MemberAccessExprSyntax.self).flatMap { inner in
                        inner.declName.baseName.tokenKind == .keyword(.self) ? inner.base : nil
                    } ?? base
                return typeReference(owner, selfName: selfName)
            }
            if call.calledExpression.trimmedDescription == "type", call.arguments.first?.label?.text == "of",
                let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
                argument.baseName.tokenKind == .keyword(.self)
            {
                return selfName
            }
        }
        return nil
    }

    /// `FeedCell` for `FeedCell` or `App.FeedCell`; `selfName` for `self` and `Self`; `nil` for values.
    private static func typeReference(_ expression: ExprSyntax, selfName: String) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            switch reference.baseName.tokenKind {
            case .keyword(.self), .keyword(.Self):
                return selfName
            default:
                let name = reference.baseName.text
                return SyntaxText.isTypeLike(name) ? name : nil
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
            SyntaxText.isTypeLike(member.declName.baseName.text)
        {
            return member.declName.baseName.text
        }
        if let type = expression.as(TypeExprSyntax.self) {
            return SyntaxText.simpleTypeName(type.type.trimmedDescription)
        }
        return nil
    }

    /// Whether a property with this name may hold a reuse identifier (or a nib name) worth recording.
    static func isIdentifierLikeName(_ name: String) -> Bool {
        // Case-insensitive on the first letter only (`reuseIdentifier`, `ReuseID`), without lowering every
        // property name of the app.
        ["dentifier", "euse", "lassName", "ibName"].contains { name.contains($0) }
            || ["id", "key", "kind", "ID"].contains(name) || name.hasSuffix("ID") || name.hasSuffix("Id")
    }
}
