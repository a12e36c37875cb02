internal import Foundation
internal import SwiftSyntax

/// Small text helpers over syntax nodes. The analyzer works on names as written, since it sees one
/// file at a time and cannot resolve types.
enum SyntaxText {
    /// `BannerCell` for `BannerCell`, `BannerCell!`, `FeedApp.BannerCell?`, `UIHostingController<AnyView>`.
    static func simpleTypeName(_ text: String) -> String {
        var name = Substring(text)
        if let genericStart = name.firstIndex(of: "<") {
            name = name[..<genericStart]
        }
        name = Substring(name.filter { $0 != "?" && $0 != "!" && $0 != " " })
        if let lastDot = name.lastIndex(of: ".") {
            name = name[name.index(after: lastDot)...]
        }
        return String(name)
    }

    /// Whether a name looks like a type (starts with an upper-case letter).
    static func isTypeLike(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return first.properties.isUppercase
    }

    /// The static reuse identifier an expression stands for, or `nil` when it is computed at run time.
    ///
    /// Recognises the idioms apps use: `"banner"`, `BannerCell.className`, `BannerCell.reuseIdentifier`,
    /// `String(describing: BannerCell.self)` and `"\(BannerCell.self)"`.
    static func staticIdentifier(_ expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in literal.segments {
                if let plain = segment.as(StringSegmentSyntax.self) {
                    text += plain.content.text
                } else if let interpolation = segment.as(ExpressionSegmentSyntax.self),
                    let only = interpolation.expressions.first, interpolation.expressions.count == 1,
                    let member = only.expression.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.tokenKind == .keyword(.self), let base = member.base
                {
                    text += simpleTypeName(base.trimmedDescription)
                } else {
                    return nil
                }
            }
            return text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let property = member.declName.baseName.text
            if ["className", "reuseIdentifier", "identifier", "reuseID", "nibName", "name"].contains(property) {
                let baseName = simpleTypeName(base.trimmedDescription)
                return isTypeLike(baseName) ? baseName : nil
            }
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "String",
            let argument = call.arguments.first, argument.label?.text == "describing",
            let member = argument.expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.tokenKind == .keyword(.self), let base = member.base
        {
            return simpleTypeName(base.trimmedDescription)
        }
        return nil
    }

    /// The iOS major version an availability spec requires: 16 for `iOS 16.0, *` or `iOS, introduced: 16`.
    static func iOSMajorVersion(inAvailability text: String) -> Int? {
        guard let range = text.range(of: "iOS") else { return nil }
        var digits = ""
        var started = false
        for character in text[range.upperBound...] {
            if character.isNumber {
                digits.append(character)
                started = true
            } else if started {
                break
            } else if character == "*" || character == ")" {
                break
            } else if character == "," && !text[range.upperBound...].contains("introduced") {
                break
            }
        }
        return Int(digits)
    }
}
