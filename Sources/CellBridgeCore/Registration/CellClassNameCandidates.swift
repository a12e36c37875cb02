/// The runtime names a `className` may stand for, in the order the shell looks them up.
///
/// Swift classes are registered with the Objective-C runtime as `Module.ClassName`, so
/// `NSClassFromString("ProfileCell")` finds only Objective-C classes and `@objc(ProfileCell)`
/// ones. The bare name is tried first, then the name under each module: the ones the caller
/// names (frameworks, packages) and the app's own module, which Xcode derives from the bundle's
/// executable name with spaces and dashes turned into underscores.
///
/// ```swift
/// let names = CellClassNameCandidates(moduleNames: ["FeedKit"], executableName: "My App")
/// names.candidates(for: "ProfileCell")
/// // ["ProfileCell", "FeedKit.ProfileCell", "My_App.ProfileCell"]
/// ```
public struct CellClassNameCandidates: Hashable, Sendable {
    /// The modules tried after the bare name, in order.
    public let moduleNames: [String]

    /// - Parameters:
    ///   - moduleNames: modules whose Swift cell classes `className` may name, tried first.
    ///   - executableName: the bundle's `CFBundleExecutable`; its module is tried last.
    public init(moduleNames: [String], executableName: String?) {
        var names = moduleNames
        if let executableName { names.append(Self.moduleName(forExecutable: executableName)) }
        self.moduleNames = names
    }

    /// The module name Xcode gives a product named `executable`.
    public static func moduleName(forExecutable executable: String) -> String {
        String(executable.map { $0 == " " || $0 == "-" ? "_" : $0 })
    }

    /// The runtime class names to try for `name`, bare first.
    public func candidates(for name: String) -> [String] {
        [name] + moduleNames.map { "\($0).\(name)" }
    }
}
