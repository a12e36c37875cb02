/// Drafts the SwiftUI side of one XIB-backed cell: a view mirroring the XIB, the view model's
/// `SwiftUIRenderableCellViewModel` conformance and the CellBridge registration line.
public enum SwiftUIScaffolder {
    /// Why a cell cannot be scaffolded, worded as what to do instead.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// `SPNoteTableViewCell` → `SPNote`, `BannerCell` → `Banner`: the SwiftUI view (`BannerView`) and a new
    /// view model (`BannerViewModel`) are named after what the cell shows.
    static func baseName(ofCell cellName: String) -> String {
        let suffix = ["TableViewCell", "CollectionViewCell", "Cell"].first {
            cellName.hasSuffix($0) && cellName.count > $0.count
        }
        return suffix.map { String(cellName.dropLast($0.count)) } ?? cellName
    }

    private enum ViewModelKind: Equatable {
        case `class`, value
    }

    /// Whether the view model is a class or a value type, from the scan or, when the scan did not parse its
    /// file, from its declaration under the root; nil when it is declared nowhere there.
    private static func viewModelKind(_ name: String, report: ScanReport) -> ViewModelKind? {
        if let known = report.scaffoldContext.declarationKinds[name] {
            return known == .class ? .class : .value
        }
        guard let declaration = declarations(of: name, under: report.root).first(where: { $0.kind != .extension })
        else { return nil }
        return declaration.kind == .class ? .class : .value
    }

    /// The declarations of `name` in the app's Swift files, for the types the scan's prefilter skipped.
    private static func declarations(of name: String, under root: String) -> [TypeDeclaration] {
        MigrationWorkspace(root: root, swiftFiles: MigrationCommand.swiftFiles(in: root)).declarations(of: name)
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
        let baseName = Self.baseName(ofCell: cellName)
        let viewName = baseName + "View"
        // The cell's real view model (what its configure takes, its model property, what it casts to); only
        // when the code names none does the draft declare one, and says so.
        let viewModel = cell.viewModelType ?? baseName + "ViewModel"
        // What the view model is: the scan knows the types of the files it parsed; one declared in a file
        // the prefilter skipped (a `struct Article` in Models/) is looked up there, so a struct never gets
        // `ObservableObject`. A type declared nowhere under PATH (a dependency's) is held as a plain value,
        // which compiles whether it is a struct or a class.
        let kind = viewModelKind(viewModel, report: report)
        // A type of that name the app already declares is taken as the view model rather than declared again.
        let declaresViewModel = cell.viewModelType == nil && kind == nil
        let isValueType = kind.map { $0 != .class } ?? !declaresViewModel
        let directory = RelativePath.directory(of: xib)
        let relativePath = (directory.isEmpty ? "" : directory + "/") + viewName + ".swift"
        let context = report.scaffoldContext

        let writer = SwiftUILayoutWriter(connectionsOf: layout.element)
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

        let conformances =
            context.conformances[viewModel]
            ?? Self.declarations(of: viewModel, under: report.root).flatMap(\.inherited)
        var adopted: [String] = []
        if !conformances.contains("ObservableObject"), !isValueType {
            adopted.append("ObservableObject")
        }
        if !conformances.contains("SwiftUIRenderableCellViewModel") {
            adopted.append("SwiftUIRenderableCellViewModel")
        }
        lines.append("// MARK: - CellBridge conformance")
        lines.append("")
        if kind == nil, !declaresViewModel {
            lines.append(
                "// \(viewModel) is not declared under this folder (a dependency's type?): the view holds it as a")
            lines.append(
                "// value. If it is a class, adopt ObservableObject and observe it with @ObservedObject instead.")
        }
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
