/// One file the scan will read.
struct ProjectFile: Sendable, Hashable {
    enum Role: Sendable, Hashable {
        case swift
        case xib
        case storyboard
        /// `.pbxproj`, `.xcconfig` or XcodeGen `.yml`, read only for the deployment target (and a project's targets).
        case buildSettings
        /// `.h`, `.m` or `.mm`, read only for its `@interface Name : Superclass` lines: Objective-C cells and
        /// the Objective-C base classes of Swift cells.
        case objectiveC
    }

    var absolutePath: String
    /// Path relative to the scan root, with `/` separators: what every report shows.
    var relativePath: String
    var role: Role
    /// In a dependency folder (`Pods`, `Carthage`): only its class headers are read.
    var isVendored = false
}

/// The files a walk found, and what it could not enter.
struct ProjectFileList: Sendable {
    var files: [ProjectFile] = []
    var problems: [InputProblem] = []
    /// What says a folder holds another project's code (a licence, a podspec, a Cartfile, an `.xcodeproj`), outside
    /// `Pods`/`Carthage`: relative paths, sorted (`VendoredFolders`).
    var markers: [String] = []
}
