internal import SwiftSyntax

/// One place in the app that dequeues the migrated cell and configures it: a data source's
/// `cellForRowAt`, a helper it calls, a factory. What the place does to the cell is the cell's
/// configuration there, statement by statement (`uses`): the method it calls, the outlets and properties it
/// sets, the UIKit cell API it touches (which the hosting cell keeps), and anything else, with the reason
/// it cannot move. `migrate` proves the configure method from these calls, binds the SwiftUI view from
/// what they set, and rewrites the place to configure the hosting cell.
struct ConfigurationSite {
    /// One statement that uses the dequeued cell.
    struct Use {
        enum Kind {
            /// `cell.configure(with: item)`: a method of the cell (or of its app base classes).
            case call(method: String, call: FunctionCallExprSyntax)
            /// `cell.titleLabel.text = value` (`outlet` and `member`), or `cell.item = value` (`member` nil).
            case assignment(property: String, member: String?, value: ExprSyntax, target: ExprSyntax)
            /// `cell.titleLabel?.setText(…)`, `cell.photo.kf.setImage(…)`: something done to an outlet that no
            /// binding expresses; it goes, and the view says so with a TODO.
            case outletWork(outlet: String)
            /// `cell.accessoryType = .none`: UIKit's cell API, which the hosting cell has too; it stays.
            case uiKit
            /// Anything else, with the reason the place cannot move.
            case unsupported(String)
        }

        var kind: Kind
        /// The whole statement, for removal and for messages.
        var statement: CodeBlockItemSyntax
        /// True when it is inside an `if`, a `switch` or a loop, not at the dequeue's own level.
        var isNested: Bool
    }

    var path: String
    var line: Int
    /// `cellForRowAt` or the helper the dequeue is in.
    var function: FunctionDeclSyntax?
    /// The type the dequeue is in (`EntryHistoryViewerVC`).
    var typeName: String?
    /// `tableView` in `tableView.dequeueReusableCell(…)`.
    var receiver: String
    var dequeue: FunctionCallExprSyntax
    /// The identifier argument's expression.
    var identifier: ExprSyntax
    /// The statement that dequeues, and the list it is in.
    var dequeueStatement: CodeBlockItemSyntax
    /// The name the site configures the cell through (`cell`, or `banner` in `if let banner = cell as? X`).
    var cellVariable: String
    /// Edits that type the dequeued cell as the hosting cell (`as! X` → `as! HostingTableViewCell`).
    var castEdits: [TextEdit]
    var uses: [Use]
    /// Why the place cannot be rewritten at all (it returns the cell from a factory typed as the cell, …).
    var problem: String?
    /// `return tableView.dequeueReusableCell(…)`: the cell is shown as its layout is, configured by nothing.
    var returnsDequeued = false

    /// Whether the place does anything to the cell's own members (calls, outlets, properties).
    var configures: Bool {
        uses.contains {
            switch $0.kind {
            case .call, .assignment, .outletWork, .unsupported: return true
            case .uiKit: return false
            }
        }
    }

    /// The methods of the cell the place calls, in order.
    var calledMethods: [String] {
        uses.compactMap {
            if case .call(let method, _) = $0.kind { return method }
            return nil
        }
    }

    /// The first reason a use cannot move, with its line.
    func unsupportedReason(in text: String) -> String? {
        if let problem { return problem }
        for use in uses {
            if case .unsupported(let reason) = use.kind {
                return "\(reason) (line \(SyntaxEditing.line(of: use.statement, in: text)))"
            }
        }
        return nil
    }
}

/// A place that configures the cell but that `migrate` cannot rewrite, found while looking for sites:
/// a generic data source dequeuing by an identifier read from its item, or a closure a data source
/// calls with cells it dequeues itself. Said in a refusal, with where it is.
struct UnreachableConfiguration {
    var place: String
    var description: String
}
