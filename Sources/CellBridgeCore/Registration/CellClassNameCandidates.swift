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

    /// Which of the classes found for one name (`runtimeName` as `candidates(for:)` gave it, and the
    /// name of the bundle the class lives in) a view model's named `bundle` stands for: those in that
    /// bundle (a dynamic framework's classes live in its own); else those of the module a Swift
    /// package's resource bundle is named after (`Package_Module.bundle`, since statically linked
    /// modules all report the main bundle); else all of them, so the registration reports the name
    /// as ambiguous rather than guess. Indices into `found`, in order.
    ///
    /// ```swift
    /// CellClassNameCandidates.narrowed(
    ///     [(runtimeName: "FeedKit.RowCell", bundle: "com.app"), (runtimeName: "ProfileKit.RowCell", bundle: "com.app")],
    ///     toBundle: "App_ProfileKit.bundle")
    /// // [1]
    /// ```
    public static func narrowed(_ found: [(runtimeName: String, bundle: String)], toBundle bundle: String) -> [Int] {
        let all = Array(found.indices)
        let inBundle = all.filter { found[$0].bundle == bundle }
        if !inBundle.isEmpty { return inBundle }
        let folder = bundle.hasSuffix(".bundle") ? String(bundle.dropLast(".bundle".count)) : bundle
        let module = folder.split(separator: "_").last.map(String.init) ?? folder
        let inModule = all.filter { found[$0].runtimeName.hasPrefix(module + ".") }
        return inModule.isEmpty ? all : inModule
    }
}
