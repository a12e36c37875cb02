// swift-tools-version:5.9
// The `cellbridge` migration assistant. It parses Swift with the toolchain's own prebuilt SwiftSyntax
// (no package can be downloaded here), so the manifest locates those modules relative to the
// toolchain that runs the build instead of a path of one machine.
import Foundation
import PackageDescription

/// Finds `<toolchain>/usr/lib/swift/host`, where the toolchain ships SwiftSyntax's modules and libraries.
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

guard let hostDirectory = swiftSyntaxHostDirectory() else {
    fatalError(
        """
        cellbridge: cannot find the toolchain's prebuilt SwiftSyntax (<toolchain>/usr/lib/swift/host). \
        Put the toolchain's bin directory on PATH, or set CELLBRIDGE_SWIFT_HOST_DIR to that host directory.
        """
    )
}

let swiftSyntaxFlags: [SwiftSetting] = [
    .unsafeFlags(["-I", hostDirectory]),
    .enableExperimentalFeature("StrictConcurrency"),
    .enableExperimentalFeature("AccessLevelOnImport"),
]
let swiftSyntaxLinking: [LinkerSetting] = [
    .unsafeFlags(["-L", hostDirectory, "-Xlinker", "-rpath", "-Xlinker", hostDirectory]),
    .linkedLibrary("SwiftSyntax"),
    .linkedLibrary("SwiftParser"),
    .linkedLibrary("SwiftDiagnostics"),
    .linkedLibrary("SwiftBasicFormat"),
]

let package = Package(
    name: "CellBridgeMigrator",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "cellbridge", targets: ["cellbridge"])
    ],
    targets: [
        .target(
            name: "CellBridgeMigratorKit",
            swiftSettings: swiftSyntaxFlags + [.unsafeFlags(["-enable-library-evolution"])],
            linkerSettings: swiftSyntaxLinking
        ),
        .executableTarget(
            name: "cellbridge",
            dependencies: ["CellBridgeMigratorKit"],
            swiftSettings: swiftSyntaxFlags,
            linkerSettings: swiftSyntaxLinking
        ),
        .testTarget(
            name: "CellBridgeMigratorKitTests",
            dependencies: ["CellBridgeMigratorKit"],
            swiftSettings: swiftSyntaxFlags,
            linkerSettings: swiftSyntaxLinking
        ),
    ]
)
