import CellBridgeMigratorKit
import Foundation
import XCTest

final class ScaffoldTests: XCTestCase {
    private static let report = Result { try ProjectScanner().scan(path: FixturePaths.feedApp) }

    private func scaffold(_ cell: String) throws -> ScaffoldFile {
        try SwiftUIScaffolder.scaffold(cellName: cell, in: try Self.report.get())
    }

    func testEveryXIBCellScaffoldsToValidSwift() throws {
        let xibCells = try Self.report.get().cells.filter { $0.definedIn == .xib }
        XCTAssertEqual(xibCells.count, 5)
        for cell in xibCells {
            let file = try scaffold(cell.name)
            XCTAssertEqual(SwiftSyntaxCheck.syntaxErrors(in: file.contents), [], "\(cell.name):\n\(file.contents)")
        }
    }

    func testSyntaxCheckRejectsBrokenSwift() {
        XCTAssertFalse(SwiftSyntaxCheck.syntaxErrors(in: "struct A: View { var body: some View { VStack {").isEmpty)
    }

    func testBannerViewMirrorsTheXIBInOrder() throws {
        let file = try scaffold("BannerCell")
        XCTAssertEqual(file.viewName, "BannerView")
        XCTAssertEqual(file.relativePath, "Features/Feed/Cells/BannerView.swift")
        let text = file.contents
        let expectedInOrder = [
            "struct BannerView: View",
            "@ObservedObject var viewModel: BannerViewModel",
            "VStack(alignment: .leading, spacing: 8) {",
            "Image(\"banner-summer\")  // outlet bannerImageView",
            ".scaledToFill()",
            "Text(\"Summer Sale\")  // outlet titleLabel",
            ".font(.system(size: 20, weight: .semibold))",
            ".lineLimit(2)",
            "Text(\"Up to 40% off outdoor gear\")",
            ".foregroundColor(.secondary)",
            "Button(\"Shop now\") {",
            "// was shopTapped:",
            "extension BannerViewModel: ObservableObject, SwiftUIRenderableCellViewModel {",
            "BannerViewModel already declares `className` (Features/Feed/Cells/BannerCell.swift:16)",
            "func makeHostedView() -> AnyView {",
            "AnyView(BannerView(viewModel: self))",
            "Replace the XIB registration at Features/Feed/FeedViewController.swift:23 with:",
            "collectionView.register(HostingCollectionViewCell.self, forCellWithReuseIdentifier: String(describing: BannerView.self))",
        ]
        var searchStart = text.startIndex
        for fragment in expectedInOrder {
            guard let range = text.range(of: fragment, range: searchStart..<text.endIndex) else {
                XCTFail("missing or out of order: \(fragment)\n\(text)")
                return
            }
            searchStart = range.upperBound
        }
    }

    func testNestedStacksColoursAndSystemImages() throws {
        let sleep = try scaffold("SleepCell").contents
        XCTAssertTrue(sleep.contains("HStack(spacing: 12) {"), sleep)
        XCTAssertTrue(sleep.contains("VStack(alignment: .leading, spacing: 4) {"))
        XCTAssertTrue(sleep.contains("Image(systemName: \"moon.zzz.fill\")"))
        XCTAssertTrue(sleep.contains(".foregroundColor(Color(red: 0.36, green: 0.32, blue: 0.84))"))
        XCTAssertTrue(sleep.contains(".font(.subheadline)"))
        XCTAssertTrue(sleep.contains(".font(.system(size: 22, weight: .bold))"))
    }

    func testTableCellGetsTheTableRegistrationAndALabelButton() throws {
        let profile = try scaffold("ProfileCell").contents
        XCTAssertTrue(profile.contains("tableView.register(HostingTableViewCell.self, forCellReuseIdentifier:"))
        XCTAssertTrue(profile.contains("Label(\"Follow\", systemImage: \"plus\")"))
        XCTAssertTrue(
            profile.contains("extension ProfileRowViewModel: ObservableObject, SwiftUIRenderableCellViewModel {"))
        XCTAssertTrue(profile.contains("var className: String { String(describing: ProfileView.self) }"))
    }

    func testLaneScaffoldWarnsAboutTheScrollingContainer() throws {
        let lane = try scaffold("LaneCell").contents
        XCTAssertTrue(lane.contains("ScrollView(.horizontal) {"))
        XCTAssertTrue(lane.contains("the high-risk case"))
    }

    func testCellsWithoutAXIBCannotBeScaffolded() throws {
        XCTAssertThrowsError(try scaffold("TagCell")) { error in
            XCTAssertTrue("\(error)".contains("defined in code, not a XIB"), "\(error)")
        }
        XCTAssertThrowsError(try scaffold("NoSuchCell")) { error in
            XCTAssertTrue(
                "\(error)".contains("XIB-backed cells: BannerCell, LaneCell, ProfileCell, PromotionCell, SleepCell"))
        }
    }

    func testWriteCreatesTheFileOnceAndNeverOverwrites() throws {
        let project = try TemporaryProject()
        let copy = project.root + "/FeedApp"
        try FileManager.default.copyItem(atPath: FixturePaths.feedApp, toPath: copy)
        var errors = ""
        let command = CellBridgeCommand(standardOutput: { _ in }, standardError: { errors += $0 })
        XCTAssertEqual(command.run(["scaffold", "SleepCell", copy, "--write"]), .success)
        let path = copy + "/Features/Feed/Cells/SleepView.swift"
        let written = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(written, try scaffold("SleepCell").contents)
        XCTAssertEqual(errors, "created Features/Feed/Cells/SleepView.swift\n")

        try "// hand-edited\n".write(toFile: path, atomically: true, encoding: .utf8)
        errors = ""
        XCTAssertEqual(command.run(["scaffold", "SleepCell", copy, "--write"]), .inputProblem)
        XCTAssertTrue(errors.contains("already exists; not overwritten"), errors)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "// hand-edited\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: copy + "/Features/Feed/Cells")
            .filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [], "no temporary files are left behind")
    }
}

/// The example app is deliberately wrong app code, but it must be valid Swift and valid Interface
/// Builder XML, or it would test the tool's error paths instead of its rules.
/// The scaffold's layout follows the XIB's constraints and names what it cannot draw (issue 10, item 10).
final class ScaffoldLayoutTests: XCTestCase {
    private func draft(_ cell: String) throws -> [String] {
        let report = try TemporaryProject.scan(ScaffoldPatternFixtures.app)
        let contents = try SwiftUIScaffolder.scaffold(cellName: cell, in: report).contents
        XCTAssertEqual(SwiftSyntaxCheck.syntaxErrors(in: contents), [], contents)
        return contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private func assertInOrder(
        _ expected: [String], in lines: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        var position = lines.startIndex
        for prefix in expected {
            guard let found = lines[position...].firstIndex(where: { $0.hasPrefix(prefix) }) else {
                XCTFail("missing or out of order: \(prefix)\n" + lines.joined(separator: "\n"), file: file, line: line)
                return
            }
            position = found + 1
        }
    }

    func testChainedSiblingsBecomeRowsAndColumns() throws {
        let lines = try draft("ArticleRowCell")
        assertInOrder(
            [
                "struct ArticleRowView: View", "let viewModel: ArticleRowModel",
                "VStack(alignment: .leading, spacing: 11) {",
                "HStack(spacing: 12) {", "Image(\"placeholder\")",
                "VStack(alignment: .leading, spacing: 4) {", "Text(\"Title\")", "Text(\"Subtitle\")",
                "// RatingStarsView: the app's own view subclass", "Color.clear  // outlet ratingView", "}",
                "Spacer(", "Button {", "}", "Divider()", "}", ".padding(",
            ], in: lines)
        XCTAssertFalse(lines.contains { $0.hasPrefix("ZStack") }, "nothing here overlaps")
        XCTAssertTrue(
            lines.contains("extension ArticleRowModel: SwiftUIRenderableCellViewModel {"),
            "the real view model, a struct: no ObservableObject, no @ObservedObject")
    }

    func testOverlappingViewsAreAZStackAndStackViewsKeepTheirAxis() throws {
        let lines = try draft("BadgeTileCell")
        assertInOrder(
            [
                "@ObservedObject var viewModel: BadgeTileViewModel", "VStack(alignment: .leading, spacing: 8) {",
                "ZStack(alignment: .topLeading) {", "Image(systemName: \"photo\")", "Text(\"NEW\")", "}",
                "VStack(alignment: .leading, spacing: 2) {", "Text(\"Name\")", "Text(\"Price\")",
            ], in: lines)
        XCTAssertTrue(
            lines.contains("extension BadgeTileViewModel: ObservableObject, SwiftUIRenderableCellViewModel {"))
    }

    /// A gap the constraints bound only from below (`relation="greaterThanOrEqual"`, or `lessThanOrEqual` the
    /// other way round) is room to grow: a `Spacer`, wherever the views' frames happen to sit; an equal gap is
    /// a fixed spacing.
    func testAnInequalityBetweenSiblingsIsASpacer() throws {
        func xib(relation: String) -> String {
            InterfaceBuilderDocuments.xib(
                """
                        <tableViewCell id="cell" customClass="PriceRowCell" reuseIdentifier="price">
                            <rect key="frame" x="0" y="0" width="320" height="44"/>
                            <tableViewCellContentView key="contentView" id="content">
                                <rect key="frame" x="0" y="0" width="320" height="44"/>
                                <subviews>
                                    <label text="Item" id="name">
                                        <rect key="frame" x="16" y="12" width="100" height="20"/>
                                    </label>
                                    <label text="Price" id="price">
                                        <rect key="frame" x="124" y="12" width="60" height="20"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="name" firstAttribute="trailing" secondItem="price" secondAttribute="leading" \(relation) constant="-8" id="k1"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                """)
        }
        let swift = "import UIKit\nfinal class PriceRowCell: UITableViewCell {}\n"
        for (relation, spacer) in [("relation=\"lessThanOrEqual\"", true), ("", false)] {
            let report = try TemporaryProject.scan([
                "PriceRowCell.xib": xib(relation: relation), "PriceRowCell.swift": swift,
            ])
            let contents = try SwiftUIScaffolder.scaffold(cellName: "PriceRowCell", in: report).contents
            let lines = contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            XCTAssertEqual(SwiftSyntaxCheck.syntaxErrors(in: contents), [], contents)
            if spacer {
                assertInOrder(
                    ["HStack(spacing: 8) {", "Text(\"Item\")", "Spacer(minLength: 8)", "Text(\"Price\")"], in: lines)
            } else {
                assertInOrder(["HStack(spacing: 8) {", "Text(\"Item\")", "Text(\"Price\")"], in: lines)
                XCTAssertFalse(lines.contains { $0.hasPrefix("Spacer(") }, contents)
            }
        }
    }

    func testAPlainViewRootIsDraftedAndAMissingViewModelIsDeclaredNotInvented() throws {
        let lines = try draft("PlainRootCell")
        assertInOrder(["HStack(spacing: ", "Text(\"Setting\")", "Spacer(", "Toggle("], in: lines)
        XCTAssertTrue(lines.contains { $0.hasPrefix("// PlainRootCell names no view model") })
        XCTAssertTrue(
            lines.contains("final class PlainRootViewModel: ObservableObject, SwiftUIRenderableCellViewModel {"))
    }
    /// Issue 16, item 19: a struct view model declared in a file the scan did not parse is still a struct.
    func testAStructTheScanDidNotParseNeverBecomesAnObservableObject() throws {
        let project = try TemporaryProject(ScaffoldPatternFixtures.app)
        let report = try ProjectScanner().scan(path: project.root)
        let draft = try SwiftUIScaffolder.scaffold(cellName: "QuoteCell", in: report).contents
        XCTAssertTrue(draft.contains("    let viewModel: Quote\n"), draft)
        XCTAssertTrue(draft.contains("extension Quote: SwiftUIRenderableCellViewModel {"), draft)
        XCTAssertFalse(draft.contains("ObservableObject"), draft)
        XCTAssertFalse(draft.contains("@ObservedObject"), draft)
    }

    func testAViewModelDeclaredOutsideTheTreeIsHeldAsAValueWithANote() throws {
        var files = ScaffoldPatternFixtures.app
        files["Models/Quote.swift"] = nil
        let project = try TemporaryProject(files)
        let draft = try SwiftUIScaffolder.scaffold(
            cellName: "QuoteCell", in: try ProjectScanner().scan(path: project.root)
        )
        .contents
        XCTAssertTrue(draft.contains("    let viewModel: Quote\n"), draft)
        XCTAssertTrue(draft.contains("// Quote is not declared under this folder (a dependency's type?)"), draft)
        XCTAssertFalse(draft.contains("ObservableObject, "), draft)
    }
}

final class ExampleAppTests: XCTestCase {
    func testEverySwiftFileOfTheExampleParses() throws {
        let enumerator = FileManager.default.enumerator(atPath: FixturePaths.feedApp)
        var checked = 0
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let source = try String(contentsOfFile: FixturePaths.feedApp + "/" + path, encoding: .utf8)
            XCTAssertEqual(SwiftSyntaxCheck.syntaxErrors(in: source), [], path)
            checked += 1
        }
        XCTAssertEqual(checked, 28)
    }

    func testTheExampleScansWithoutInputProblems() throws {
        XCTAssertEqual(try ProjectScanner().scan(path: FixturePaths.feedApp).problems, [])
    }
}
