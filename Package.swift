// swift-tools-version:5.9
import PackageDescription

/// Every target is checked with complete strict concurrency, so the package is ready for the
/// Swift 6 language mode while still building with Swift 5.9 toolchains.
let strictConcurrency: [SwiftSetting] = [.enableExperimentalFeature("StrictConcurrency")]

// The benchmark executable lives in its own package (`Benchmarks/`) that depends on this one:
// an executable here would have to link for iOS too, and this machine has no iOS linker.
let package = Package(
    name: "CellBridge",
    platforms: [.iOS(.v14), .macOS(.v11), .tvOS(.v14)],
    products: [
        .library(name: "CellBridge", targets: ["CellBridge"]),
        .library(name: "CellBridgeCore", targets: ["CellBridgeCore"]),
        // The demo screens, for the app in Examples/CellBridgeDemoApp (an app can only link products).
        .library(name: "CellBridgeDemo", targets: ["CellBridgeDemo"]),
    ],
    targets: [
        // Platform-free rules: routing, registration, hosting lifecycle, sizing, cost.
        .target(name: "CellBridgeCore", swiftSettings: strictConcurrency),
        // The UIKit + SwiftUI shell that carries out the core's commands.
        .target(name: "CellBridge", dependencies: ["CellBridgeCore"], swiftSettings: strictConcurrency),
        // The articles' scenario as working screens (iOS only; empty elsewhere).
        .target(name: "CellBridgeDemo", dependencies: ["CellBridge"], swiftSettings: strictConcurrency),
        // Client code written the way the source articles write it; no product. The iOS build
        // compiling it is the proof that users' existing code keeps compiling against the names.
        .target(
            name: "ArticleClients",
            dependencies: ["CellBridge"],
            path: "Tests/ArticleClients",
            swiftSettings: strictConcurrency
        ),
        // A Swift 5 app's code (minimal concurrency checking) calling CellBridge from non-isolated
        // helpers, as it calls UIKit; no product. The iOS build compiling it proves the library is
        // no stricter than UIKit for Swift 5 clients.
        .target(name: "Swift5Clients", dependencies: ["CellBridge"], path: "Tests/Swift5Clients"),
        .testTarget(name: "CellBridgeCoreTests", dependencies: ["CellBridgeCore"], swiftSettings: strictConcurrency),
    ]
)

#if compiler(>=6.0)
    // A Swift 6 app's code (complete checking, errors): isolation written out as Swift 6 needs;
    // no product. The iOS build compiling it proves the library is correct for Swift 6 clients.
    // `-swift-version 6` needs unsafeFlags with tools 5.9; SwiftPM only refuses those in targets
    // of a product a dependent package uses, and this target is in no product. Only Swift 6
    // compilers know that language mode: Xcode 15 (Swift 5.9, 5.10) builds the package without it.
    package.targets.append(
        .target(
            name: "Swift6Clients", dependencies: ["CellBridge"], path: "Tests/Swift6Clients",
            swiftSettings: [.unsafeFlags(["-swift-version", "6"])]
        ))
#endif
