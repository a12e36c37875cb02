/// The tool's version, printed by `cellbridge --version` and in reports.
public enum CellBridgeVersion {
    public static let current = "0.1.0"

    /// Where this build's SwiftSyntax came from, set by the manifest's `.define(...)`: the swift-syntax
    /// package links statically (the binary can be copied anywhere); the toolchain's prebuilt modules tie
    /// the binary to that toolchain (it finds the libraries through an rpath into it).
    public static var swiftSyntaxSource: String {
        #if CELLBRIDGE_SWIFT_SYNTAX_PACKAGE
            return "swift-syntax package, linked statically"
        #elseif CELLBRIDGE_SWIFT_SYNTAX_TOOLCHAIN
            return "toolchain's prebuilt SwiftSyntax, needs that toolchain at run time"
        #else
            return "unknown SwiftSyntax source"
        #endif
    }

    /// `cellbridge 0.1.0 (swift-syntax package, linked statically)`: what `--version` prints.
    public static var description: String {
        "cellbridge \(current) (\(swiftSyntaxSource))"
    }
}
