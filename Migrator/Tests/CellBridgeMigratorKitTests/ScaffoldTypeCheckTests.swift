import CellBridgeMigratorKit
import Foundation
import XCTest

/// Type-checks every scaffold of the example app against Apple's real iOS SDK interfaces with an
/// iOS 14 deployment target, so a draft never uses SwiftUI API the app cannot call. Runs only where
/// an iOS Swift SDK bundle is installed (see DESIGN.md, "Seeing and checking iOS code on this Linux
/// machine"); skipped elsewhere.
final class ScaffoldTypeCheckTests: XCTestCase {
    /// Where CellBridge is not built for iOS, its two protocols are stubbed.
    private static let cellBridgeStubs = """
        import SwiftUI
        protocol CollectionCellViewModel { var className: String { get } }
        protocol SwiftUIRenderableCellViewModel: CollectionCellViewModel { func makeHostedView() -> AnyView }

        """

    /// Type-checks `files` (name → Swift source) together for iOS 14 and fails on any error or warning.
    private func typeCheck(_ files: [String: String], sdk: IOSTypeCheck) throws {
        let project = try TemporaryProject()
        for (name, contents) in files {
            if sdk.cellBridgeModules != nil {
                // The real library: its protocols, not the stubs.
                guard name != "Stubs.swift" else { continue }
                try project.write(name, contents)
            } else {
                try project.write(name, contents.replacingOccurrences(of: "import CellBridge\n", with: ""))
            }
        }
        let sources = try FileManager.default.contentsOfDirectory(atPath: project.root).map { project.root + "/" + $0 }
        let modules = sdk.cellBridgeModules.map { ["-I", $0] } ?? []
        let result = try ProcessRun.run(
            sdk.compiler,
            [
                "-typecheck", "-target", "arm64-apple-ios14.0", "-sdk", sdk.sdk, "-resource-dir", sdk.resources,
                "-module-cache-path", sdk.moduleCache,
            ] + modules + sources)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertFalse(result.output.contains("warning:"), result.output)
    }

    func testScaffoldsTypeCheckForIOS14() throws {
        let sdk = try IOSTypeCheck.installed()
        let report = try ProjectScanner().scan(path: FixturePaths.feedApp)
        var files: [String: String] = [:]
        var viewModels: [String] = []
        for cell in report.cells where cell.definedIn == .xib {
            let file = try SwiftUIScaffolder.scaffold(cellName: cell.name, in: report)
            files[cell.name + ".swift"] = file.contents
            if let line = file.contents.split(separator: "\n").first(where: {
                $0.contains("@ObservedObject var viewModel:")
            }),
                let name = line.split(separator: " ").last
            {
                viewModels.append(String(name))
            }
        }
        XCTAssertEqual(viewModels.count, 5)
        // The example's view models as the drafts see them: they already declare className, except
        // ProfileRowViewModel.
        var standIns = "import SwiftUI\n"
        for viewModel in Set(viewModels).sorted() {
            let body = viewModel == "ProfileRowViewModel" ? "" : "var className: String { \"\" }"
            standIns += "final class \(viewModel) { \(body) }\n"
        }
        files["Stubs.swift"] = Self.cellBridgeStubs
        files["ViewModels.swift"] = standIns
        try typeCheck(files, sdk: sdk)
    }

    /// Drafts of XIBs in the shapes real apps use (constraint chains, custom classes, separators, overlapping
    /// views, stack views, a plain-view root) with a struct view model, a class one and none.
    func testScaffoldsOfRealPatternsTypeCheckForIOS14() throws {
        let sdk = try IOSTypeCheck.installed()
        let report = try TemporaryProject.scan(ScaffoldPatternFixtures.app)
        var files = ["Stubs.swift": Self.cellBridgeStubs, "AppTypes.swift": ScaffoldPatternFixtures.appTypes]
        for cell in ["ArticleRowCell", "BadgeTileCell", "PlainRootCell", "QuoteCell"] {
            files[cell + ".swift"] = try SwiftUIScaffolder.scaffold(cellName: cell, in: report).contents
        }
        try typeCheck(files, sdk: sdk)
    }
}
