// swift-tools-version:5.9
// The `cellbridge` migration assistant. Swift is parsed with SwiftSyntax, which comes from one of two places:
//
// - package mode (the normal one, and what a Mac, Homebrew and CI use): the swift-syntax package, built
//   from source with the rest and linked statically, so the binary runs without any toolchain;
// - toolchain mode (offline): the prebuilt SwiftSyntax modules some Linux toolchains ship in
//   `<toolchain>/usr/lib/swift/host`, for machines that cannot download packages. Those are the compiler's
//   own copies: the binary then needs that toolchain at run time.
//
// `CELLBRIDGE_SWIFT_SYNTAX=package` or `=toolchain` forces a mode; without it, toolchain mode is chosen when
// the host modules are found next to `swiftc` (symlinks resolved), package mode otherwise. A Mac's
// `/usr/bin/swiftc` is an `xcrun` shim and Xcode's host modules carry other names, so a Mac gets package mode.
import Foundation
import PackageDescription

/// Finds `<toolchain>/usr/lib/swift/host`, where some toolchains ship SwiftSyntax's modules and libraries.
///
/// Order: `CELLBRIDGE_SWIFT_HOST_DIR` (an explicit override), `SWIFT_TOOLCHAIN_DIR` / `TOOLCHAIN_DIR`
/// (a toolchain root), then the first `swiftc` on `PATH`, symlinks resolved.
func swiftSyntaxHostDirectory() -> String? {
    let environment = ProcessInfo.processInfo.environment
    let fileManager = FileManager.default
    if let explicit = environment["CELLBRIDGE_SWIFT_HOST_DIR"], !explicit.isEmpty {
        return explicit
    }
    var candidates: [String] = []
    for key in ["SWIFT_TOOLCHAIN_DIR", "TOOLCHAIN_DIR"] {
        if let root = environment[key], !root.isEmpty {
            candidates.append(root + "/usr/bin/swiftc")
            candidates.append(root + "/bin/swiftc")
        }
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        candidates.append(String(directory) + "/swiftc")
    }
    for candidate in candidates where fileManager.isExecutableFile(atPath: candidate) {
        let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath()
        let host = resolved.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path
        if fileManager.fileExists(atPath: host + "/SwiftSyntax.swiftmodule") {
            return host
        }
    }
    return nil
}

/// Where SwiftSyntax comes from for this build.
enum SwiftSyntaxSource {
    case package
    case toolchain(hostDirectory: String)
}

func swiftSyntaxSource() -> SwiftSyntaxSource {
    switch ProcessInfo.processInfo.environment["CELLBRIDGE_SWIFT_SYNTAX"] ?? "" {
    case "package":
        return .package
    case "toolchain":
        guard let host = swiftSyntaxHostDirectory() else {
            fatalError(
                """
                cellbridge: CELLBRIDGE_SWIFT_SYNTAX=toolchain, but no prebuilt SwiftSyntax was found \
                (<toolchain>/usr/lib/swift/host/SwiftSyntax.swiftmodule). Put the toolchain's bin directory on \
                PATH, set CELLBRIDGE_SWIFT_HOST_DIR to that host directory, or use CELLBRIDGE_SWIFT_SYNTAX=package.
                """
            )
        }
        return .toolchain(hostDirectory: host)
    case "":
        return swiftSyntaxHostDirectory().map { .toolchain(hostDirectory: $0) } ?? .package
    case let other:
        fatalError("cellbridge: CELLBRIDGE_SWIFT_SYNTAX is '\(other)'; use 'package', 'toolchain' or leave it unset.")
    }
}

/// Settings every target gets in both modes.
let commonSwiftSettings: [SwiftSetting] = [
    .enableExperimentalFeature("StrictConcurrency"),
    .enableExperimentalFeature("AccessLevelOnImport"),
]

let kitDependencies: [Target.Dependency]
let packageDependencies: [Package.Dependency]
let kitSwiftSettings: [SwiftSetting]
let clientSwiftSettings: [SwiftSetting]
let linkerSettings: [LinkerSetting]

switch swiftSyntaxSource() {
case .package:
    // SwiftSyntaxBuilder and SwiftBasicFormat build the code `migrate` adds (see Migration/).
    // 601 is the first release whose ClosureCaptureSyntax has a non-optional `name` (the analyzer reads
    // `[weak self]` through it); 603 is the toolchain this was written against. Raise the upper bound once
    // the code is checked against the next release.
    packageDependencies = [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "601.0.0"..<"604.0.0")
    ]
    kitDependencies = [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftBasicFormat", package: "swift-syntax"),
    ]
    kitSwiftSettings = commonSwiftSettings + [.define("CELLBRIDGE_SWIFT_SYNTAX_PACKAGE")]
    clientSwiftSettings = commonSwiftSettings
    linkerSettings = []
case .toolchain(let hostDirectory):
    // The kit imports SwiftSyntax with `internal import` and is built with library evolution, so the modules
    // that import the kit (the executable, the tests, SwiftPM's generated test runner, which gets no custom
    // flags) do not need SwiftSyntax's modules; the binary finds the toolchain's libraries through an rpath.
    let searchPath: [SwiftSetting] = [.unsafeFlags(["-I", hostDirectory])]
    packageDependencies = []
    kitDependencies = []
    kitSwiftSettings =
        commonSwiftSettings + searchPath + [
            .unsafeFlags(["-enable-library-evolution"]), .define("CELLBRIDGE_SWIFT_SYNTAX_TOOLCHAIN"),
        ]
    clientSwiftSettings = commonSwiftSettings + searchPath
    linkerSettings = [
        .unsafeFlags(["-L", hostDirectory, "-Xlinker", "-rpath", "-Xlinker", hostDirectory]),
        .linkedLibrary("SwiftSyntax"),
        .linkedLibrary("SwiftParser"),
        .linkedLibrary("SwiftDiagnostics"),
        .linkedLibrary("SwiftBasicFormat"),
        .linkedLibrary("SwiftParserDiagnostics"),
        .linkedLibrary("SwiftSyntaxBuilder"),
    ]
}

let package = Package(
    name: "CellBridgeMigrator",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "cellbridge", targets: ["cellbridge"])
    ],
    dependencies: packageDependencies,
    targets: [
        .target(
            name: "CellBridgeMigratorKit",
            dependencies: kitDependencies,
            swiftSettings: kitSwiftSettings,
            linkerSettings: linkerSettings
        ),
        .executableTarget(
            name: "cellbridge",
            dependencies: ["CellBridgeMigratorKit"],
            swiftSettings: clientSwiftSettings,
            linkerSettings: linkerSettings
        ),
        .testTarget(
            name: "CellBridgeMigratorKitTests",
            dependencies: ["CellBridgeMigratorKit"],
            swiftSettings: clientSwiftSettings,
            linkerSettings: linkerSettings
        ),
    ]
)
