// swift-tools-version:5.9
import PackageDescription

// Benchmarks are an executable that prints figures, kept out of the library package so the
// library builds for iOS (where this machine cannot link executables).
let package = Package(
    name: "CellBridgeBenchmarks",
    platforms: [.macOS(.v11)],
    dependencies: [.package(name: "CellBridge", path: "..")],
    targets: [
        .executableTarget(
            name: "CellBridgeBenchmarks",
            dependencies: [.product(name: "CellBridgeCore", package: "CellBridge")],
            swiftSettings: [.enableExperimentalFeature("StrictConcurrency")]
        )
    ]
)
