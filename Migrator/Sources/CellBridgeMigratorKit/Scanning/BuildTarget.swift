/// One Xcode target or Swift package that compiles some of the scanned files, with its iOS minimum and its
/// platform: `hosting-configuration-without-ios16-guard` judges each file by the targets that compile it, and
/// UIKit rules skip files only macOS targets compile.
struct BuildTarget: Sendable, Hashable, Codable {
    /// What a target builds for, from its `SDKROOT`/`SUPPORTED_PLATFORMS` or a package's `platforms:`.
    enum Platform: String, Sendable, Hashable, Codable {
        case iOS
        case macOS
        /// Several platforms, or not said.
        case multiple
    }

    /// The target's name, or the package's folder name.
    var name: String
    /// The iOS minimum; `nil` for a target that does not build for iOS.
    var majorVersion: Int?
    /// Its minor version (1 for 15.1).
    var minorVersion = 0
    /// Relative path of the `.pbxproj` or `Package.swift` it was read from.
    var source: String
    /// Files the target compiles, relative to the scan root.
    var files: [String] = []
    /// Folders whose files it compiles (a package's `Sources/`, a target's `path:`, a synchronized
    /// folder of an Xcode 16 project), relative to the scan root, with a trailing `/`.
    var folders: [String] = []
    var platform = Platform.iOS
    /// A unit or UI test bundle: its minimum says nothing about the app's.
    var isTest = false
    /// An application target (`com.apple.product-type.application`): its project is the app's own.
    var isApplication = false

    /// `15.1`, or `15` for `15.0`.
    var versionText: String {
        guard let majorVersion else { return "" }
        return minorVersion == 0 ? "\(majorVersion)" : "\(majorVersion).\(minorVersion)"
    }
}

/// Which targets compile each file, built once per scan from every `.pbxproj` and `Package.swift`.
struct BuildTargetMap: Sendable {
    private var byFile: [String: [Int]] = [:]
    private var folders: [(prefix: String, target: Int)] = []
    let targets: [BuildTarget]

    init(_ targets: [BuildTarget]) {
        self.targets = targets.sorted { ($0.source, $0.name) < ($1.source, $1.name) }
        for (index, target) in self.targets.enumerated() {
            for file in target.files {
                byFile[file, default: []].append(index)
            }
            for folder in target.folders {
                folders.append((folder, index))
            }
        }
    }

    /// Every target compiling `file`.
    func targets(compiling file: String) -> [BuildTarget] {
        indices(compiling: file).map { targets[$0] }
    }

    /// The iOS targets compiling `file` at the lowest iOS version among them, or `[]` when no known iOS target
    /// compiles it (the project-wide answer then applies).
    func lowestTargets(compiling file: String) -> [BuildTarget] {
        let indices = indices(compiling: file).filter { targets[$0].majorVersion != nil }
        let version = { (index: Int) in (self.targets[index].majorVersion ?? 0, self.targets[index].minorVersion) }
        guard let lowest = indices.map(version).min(by: <) else { return [] }
        return indices.filter { version($0) == lowest }.map { targets[$0] }
    }

    private func indices(compiling file: String) -> [Int] {
        var indices = byFile[file] ?? []
        for folder in folders where file.hasPrefix(folder.prefix) {
            indices.append(folder.target)
        }
        var seen: Set<Int> = []
        return indices.filter { seen.insert($0).inserted }
    }
}

/// Paths inside the scan root: `a/b/../c` → `a/c`; `nil` when the path leaves the root or is absolute.
enum RelativePath {
    static func join(_ base: String, _ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        // A project's thousands of group paths are almost all plain names: joined without splitting.
        if isPlain(path), base.isEmpty || isPlain(base) {
            return base.isEmpty ? path : path.isEmpty ? base : base + "/" + path
        }
        var components: [Substring] = []
        for component in (base + "/" + path).split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard components.popLast() != nil else { return nil }
            default: components.append(component)
            }
        }
        return components.joined(separator: "/")
    }

    /// No empty, `.` or `..` component, no leading or trailing `/`: a path `join` would return unchanged.
    private static func isPlain(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var componentLength = 0
        var dotsOnly = true
        for byte in path.utf8 {
            if byte == slash {
                if componentLength == 0 || dotsOnly && componentLength <= 2 { return false }
                componentLength = 0
                dotsOnly = true
            } else {
                componentLength += 1
                dotsOnly = dotsOnly && byte == dot
            }
        }
        return path.isEmpty || !(componentLength == 0 || dotsOnly && componentLength <= 2)
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
