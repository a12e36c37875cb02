import Foundation
import XCTest

/// Type-checks Swift files for iOS 14 against Apple's real iOS SDK interfaces, where an iOS Swift SDK bundle
/// is installed (see DESIGN.md, "Seeing and checking iOS code on this Linux machine"), with CellBridge's
/// real iOS modules when the repository has an iOS build of them, else with a `CellBridge` module made of
/// stand-ins of the declarations migrated code uses. Skips, saying why, where there is no SDK.
struct IOSTypeCheck {
    var sdk: String
    var resources: String
    var moduleCache: String
    /// CellBridge's iOS modules from `swift build --swift-sdk <bundle> --build-path .build/<bundle>`.
    var cellBridgeModules: String?
    var compiler: String

    /// The installed SDK (one with CellBridge's iOS build first), or a skip.
    static func installed() throws -> IOSTypeCheck {
        let bundles = NSHomeDirectory() + "/.swiftpm/swift-sdks"
        let fileManager = FileManager.default
        let repository = URL(fileURLWithPath: FixturePaths.packageRoot).deletingLastPathComponent().path
        let compiler = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map {
            String($0) + "/swiftc"
        }.first { fileManager.isExecutableFile(atPath: $0) }
        guard let compiler else { throw XCTSkip("no swiftc on PATH") }
        var found: IOSTypeCheck?
        for bundle in ((try? fileManager.contentsOfDirectory(atPath: bundles)) ?? []).sorted()
        where bundle.hasPrefix("ios") {
            let base = bundles + "/" + bundle + "/ios"
            guard
                let sdk = (try? fileManager.contentsOfDirectory(atPath: base))?.first(where: {
                    $0.hasPrefix("iPhoneOS")
                })
            else { continue }
            let modules =
                repository + "/.build/" + bundle.replacingOccurrences(of: ".artifactbundle", with: "")
                + "/debug/Modules"
            let candidate = IOSTypeCheck(
                sdk: base + "/" + sdk, resources: base + "/resources", moduleCache: base + "/module-cache",
                cellBridgeModules: fileManager.fileExists(atPath: modules + "/CellBridge.swiftmodule") ? modules : nil,
                compiler: compiler)
            if candidate.cellBridgeModules != nil { return candidate }
            found = found ?? candidate
        }
        guard let found else { throw XCTSkip("no iOS Swift SDK bundle installed under ~/.swiftpm/swift-sdks") }
        return found
    }

    /// What migrated code uses of CellBridge, declared as the library declares it, for where the library
    /// has no iOS build yet.
    static let cellBridgeStandIns = """
        import SwiftUI
        import UIKit

        public protocol CollectionCellViewModel {
            @preconcurrency @MainActor var className: String { get }
        }
        @preconcurrency @MainActor
        public protocol ConfigurableCell {
            func configure(with viewModel: CollectionCellViewModel)
        }
        public protocol SwiftUIRenderableCellViewModel: CollectionCellViewModel {
            @preconcurrency @MainActor func makeHostedView() -> AnyView
        }
        public final class HostingTableViewCell: UITableViewCell {
            public func configure(rootView: AnyView, parentViewController: UIViewController?) {}
        }
        public final class HostingCollectionViewCell: UICollectionViewCell {
            public func configure(rootView: AnyView, parentViewController: UIViewController?) {}
        }
        @MainActor public final class TableCellBridge {
            public init(tableView: UITableView, parentViewController: UIViewController?) {}
            public func cell(for viewModel: CollectionCellViewModel, in tableView: UITableView, at indexPath: IndexPath)
                -> UITableViewCell { UITableViewCell() }
        }
        @MainActor public final class CollectionCellBridge {
            public init(collectionView: UICollectionView, parentViewController: UIViewController?) {}
            public func cell(for viewModel: CollectionCellViewModel, at indexPath: IndexPath) -> UICollectionViewCell {
                UICollectionViewCell()
            }
        }

        """

    /// Type-checks `paths` (absolute) as one module; fails the test on any error, and on a warning unless
    /// `allowingWarnings`. Returns the compiler's output.
    @discardableResult
    func check(_ paths: [String], allowingWarnings: Bool = false, line: UInt = #line) throws -> String {
        let scratch = try TemporaryProject()
        var modules = cellBridgeModules
        if modules == nil {
            try scratch.write("CellBridge.swift", Self.cellBridgeStandIns)
            let emitted = try ProcessRun.run(
                compiler,
                arguments + [
                    "-emit-module", "-parse-as-library", "-module-name", "CellBridge",
                    "-emit-module-path", scratch.root + "/CellBridge.swiftmodule", scratch.root + "/CellBridge.swift",
                ])
            XCTAssertEqual(emitted.status, 0, emitted.output, line: line)
            modules = scratch.root
        }
        let result = try ProcessRun.run(
            compiler, arguments + ["-typecheck", "-module-name", "App", "-I", modules ?? ""] + paths)
        XCTAssertEqual(result.status, 0, result.output, line: line)
        if !allowingWarnings {
            XCTAssertFalse(result.output.contains("warning:"), result.output, line: line)
        }
        return result.output
    }

    private var arguments: [String] {
        [
            "-swift-version", "5", "-target", "arm64-apple-ios14.0", "-sdk", sdk, "-resource-dir", resources,
            "-module-cache-path", moduleCache,
        ]
    }
}
