/// Drafts the SwiftUI side of one XIB-backed cell: a view mirroring the XIB, the view model's
/// `SwiftUIRenderableCellViewModel` conformance and the CellBridge registration line.
public enum SwiftUIScaffolder {
    /// Why a cell cannot be scaffolded, worded as what to do instead.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The scaffold for `cellName`, or a failure that says what to do instead.
    public static func scaffold(cellName: String, in report: ScanReport) throws(Failure) -> ScaffoldFile {
        guard let cell = report.cells.first(where: { $0.name == cellName }) else {
            let known = report.cells.filter { $0.definedIn == .xib }.map(\.name)
            let hint =
                known.isEmpty ? "no XIB-backed cells were found" : "XIB-backed cells: \(known.joined(separator: ", "))"
            let guess = CommandLineParser.suggestion(for: cellName, among: report.cells.map(\.name))
            throw Failure(description: "no cell named '\(cellName)' in \(report.root)\(guess) (\(hint))")
        }
        // A dependency registers and configures its own cell: a draft would propose replacing that registration.
        guard cell.owner == .app else {
            throw Failure(
                description: "\(cellName) belongs to \(cell.dependency ?? "a dependency"), not to the app: it is out "
                    + "of the migration's scope, and its registration is the dependency's to keep")
        }
        guard cell.definedIn == .xib, let layout = report.scaffoldContext.layouts[cellName], let xib = cell.xib else {
            throw Failure(
                description: "\(cellName) is defined in \(cell.definedIn.rawValue), not a XIB; scaffold works from "
                    + "XIB layouts only, write its SwiftUI view by hand")
        }
        // `SPNoteTableViewCell` → `SPNote`, `BannerCell` → `Banner`: the view is named after what it shows.
        let suffix = ["TableViewCell", "CollectionViewCell", "Cell"].first {
            cellName.hasSuffix($0) && cellName.count > $0.count
        }
        let baseName = suffix.map { String(cellName.dropLast($0.count)) } ?? cellName
        let viewName = baseName + "View"
        // The cell's real view model (what its configure takes, its model property, what it casts to); only
        // when the code names none does the draft declare one, and says so.
        let viewModel = cell.viewModelType ?? baseName + "ViewModel"
        // A type of that name the app already declares is taken as the view model rather than declared again.
        let declaresViewModel = cell.viewModelType == nil && report.scaffoldContext.declarationKinds[viewModel] == nil
        let isValueType = [.struct, .enum].contains(report.scaffoldContext.declarationKinds[viewModel])
        let directory = RelativePath.directory(of: xib)
        let relativePath = (directory.isEmpty ? "" : directory + "/") + viewName + ".swift"
        let context = report.scaffoldContext

        var outlets: [String: String] = [:]
        var actions: [String: String] = [:]
        for connection in layout.element.child(named: "connections")?.children ?? [] where connection.name == "outlet" {
            if let destination = connection["destination"], let property = connection["property"] {
                outlets[destination] = property
            }
        }
        for control in layout.element.descendants(where: { $0.child(named: "connections") != nil }) {
            guard let id = control["id"] else { continue }
            for action in control.child(named: "connections")?.children ?? [] where action.name == "action" {
                if let selector = action["selector"] { actions[id] = selector }
            }
        }
        let writer = SwiftUILayoutWriter(outlets: outlets, actions: actions)
        let views = (layout.element.contentView ?? layout.element).subviews

        var lines: [String] = [
            "// Drafted by `cellbridge scaffold \(cellName)` from \(xib).",
            "// The layout mirrors the XIB's constraints; texts and images are the XIB's placeholders: bind them to",
            "// \(viewModel), then delete \(xib) and the cell class once every screen renders \(viewName).",
            "import CellBridge",
            "import SwiftUI",
            "",
            "/// SwiftUI replacement for `\(cellName)`, hosted by CellBridge on iOS 14 and later.",
            "struct \(viewName): View {",
            isValueType ? "    let viewModel: \(viewModel)" : "    @ObservedObject var viewModel: \(viewModel)",
            "",
            "    var body: some View {",
        ]
        lines += writer.arranged(views, in: layout.element.contentView ?? layout.element, level: 2)
        lines += ["    }", "}", ""]

        let conformances = context.conformances[viewModel] ?? []
        var adopted: [String] = []
        if !conformances.contains("ObservableObject"), !isValueType {
            adopted.append("ObservableObject")
        }
        if !conformances.contains("SwiftUIRenderableCellViewModel") {
            adopted.append("SwiftUIRenderableCellViewModel")
        }
        lines.append("// MARK: - CellBridge conformance")
        lines.append("")
        if declaresViewModel {
            lines.append("// \(cellName) names no view model (no configure parameter, model property or cast to one):")
            lines.append("// this one is a starting point; move the cell's data into it.")
            lines.append("final class \(viewModel): \(adopted.joined(separator: ", ")) {")
        } else if adopted.isEmpty {
            lines.append("extension \(viewModel) {")
        } else {
            lines.append("extension \(viewModel): \(adopted.joined(separator: ", ")) {")
        }
        if let location = context.classNameLocations[viewModel] {
            lines.append(
                "    // \(viewModel) already declares `className` (\(location.file):\(location.line)): make it")
            lines.append(
                "    // return String(describing: \(viewName).self) so the shared data source dequeues the hosting cell."
            )
        } else {
            lines.append("    var className: String { String(describing: \(viewName).self) }")
            lines.append("")
        }
        lines.append("    func makeHostedView() -> AnyView {")
        lines.append("        AnyView(\(viewName)(viewModel: self))")
        lines.append("    }")
        lines.append("}")
        lines.append("")
        lines.append("// MARK: - Registration")
        lines.append("")
        let registration =
            cell.kind == .collection
            ? "collectionView.register(HostingCollectionViewCell.self, forCellWithReuseIdentifier: "
                + "String(describing: \(viewName).self))"
            : "tableView.register(HostingTableViewCell.self, forCellReuseIdentifier: String(describing: \(viewName).self))"
        if let location = context.registrationLocations[cellName] {
            lines.append("// Replace the XIB registration at \(location.file):\(location.line) with:")
        } else {
            lines.append("// Register the hosting cell where \(cellName) is registered today:")
        }
        lines.append("// " + registration)
        let contents = lines.joined(separator: "\n") + "\n"
        let problems = SwiftSyntaxCheck.syntaxErrors(in: contents)
        guard problems.isEmpty else {
            throw Failure(
                description: "internal error: the scaffold for \(cellName) is not valid Swift (\(problems[0])); "
                    + "please report it with \(xib)")
        }
        return ScaffoldFile(relativePath: relativePath, contents: contents, viewName: viewName)
    }
}
