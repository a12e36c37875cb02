internal import SwiftSyntax

/// Answers "which iOS version is this code guaranteed to run on?" for one node, from the guards
/// around it: `if #available(iOS 16, *)`, `guard #available(...)` earlier in the block, and
/// `@available(iOS 16, *)` on an enclosing declaration.
enum AvailabilityGuard {
    /// The highest iOS major version guaranteed at `node`, or `nil` when nothing guards it.
    static func iOSVersion(guarding node: Syntax) -> Int? {
        var best: Int?
        func consider(_ version: Int?) {
            if let version, version > (best ?? 0) {
                best = version
            }
        }
        /// The `#available(…)` among an `if`'s or a `guard`'s conditions.
        func considerAvailability(in conditions: ConditionElementListSyntax) {
            for condition in conditions {
                if let availability = condition.condition.as(AvailabilityConditionSyntax.self),
                    availability.availabilityKeyword.tokenKind == .poundAvailable
                {
                    consider(SyntaxText.iOSMajorVersion(inAvailability: availability.trimmedDescription))
                }
            }
        }
        var child = node
        var current = node.parent
        while let ancestor = current {
            if let ifExpression = ancestor.as(IfExprSyntax.self), ifExpression.body.id == child.id {
                considerAvailability(in: ifExpression.conditions)
            }
            if let block = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if item.id == child.id { break }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                        considerAvailability(in: guardStatement.conditions)
                    }
                }
            }
            if let declaration = ancestor.asProtocol(WithAttributesSyntax.self) {
                for attribute in declaration.attributes {
                    if let attribute = attribute.as(AttributeSyntax.self),
                        attribute.attributeName.trimmedDescription == "available"
                    {
                        consider(SyntaxText.iOSMajorVersion(inAvailability: attribute.trimmedDescription))
                    }
                }
            }
            child = ancestor
            current = ancestor.parent
        }
        return best
    }
}
