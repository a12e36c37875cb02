/// What the rewrites of a cell's users need to know about it and its replacement.
struct MigratedCell {
    /// `BannerCell`.
    var name: String
    /// The XIB's file name without `.xib` (what `UINib(nibName:)` names); nil for a storyboard prototype.
    var nibName: String?
    /// The reuse identifiers the scan found for it.
    var identifiers: [String]
    var isTable: Bool
    /// `BannerView`.
    var viewName: String
    /// The view model type the hosted view is built from.
    var viewModel: String
    /// How the cell was configured: the app's view model, or a value view model of what was given.
    var configuration: CellConfiguration
    /// Members the cell declares (and its app base classes): a use of one of them keeps a call site legacy.
    var memberNames: Set<String>
    /// What the XIB sets on the table cell itself (`accessoryType = .disclosureIndicator`, `selectionStyle =
    /// .none`): the hosting cell, registered by class, has none of it, so each place sets it after the dequeue.
    var cellSettings: [String] = []
    /// UIKit's table-cell API the configure set from its values (`accessoryType`, in terms of `viewModel`): each
    /// place sets it after configuring the hosting cell, from the values it gave.
    var configuredCellAPI: [(property: String, value: String)] = []

    /// `cell.accessoryType = (port) == (selected) ? .checkmark : .none`: `configuredCellAPI` with each
    /// `viewModel.name` replaced by what the place gives for it (`value(name)`), nil for one it cannot say.
    func cellAPIStatements(receiver: String, value: (String) -> String?) -> [String]? {
        var result: [String] = []
        for (property, expression) in configuredCellAPI {
            var text = ""
            var rest = Substring(expression)
            while let range = rest.range(of: "viewModel.") {
                let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard let given = value(String(name)) else { return nil }
                text += rest[..<range.lowerBound] + "(" + given + ")"
                rest = rest[range.upperBound...].dropFirst(name.count)
            }
            result.append("\(receiver)\(property) = \(text + rest)")
        }
        return result
    }

    /// `accessoryType = .disclosureIndicator` and `selectionStyle = .none` for a table cell whose XIB or
    /// storyboard element says so; UIKit's defaults (`none`, `default`) need nothing.
    static func settings(ofTableCell element: InterfaceBuilderElement) -> [String] {
        var result: [String] = []
        if let accessory = element["accessoryType"], accessory != "none" {
            result.append("accessoryType = .\(accessory)")
        }
        if let style = element["selectionStyle"], style != "default" {
            result.append("selectionStyle = .\(style)")
        }
        return result
    }

    var hostingClass: String { isTable ? "HostingTableViewCell" : "HostingCollectionViewCell" }
}
