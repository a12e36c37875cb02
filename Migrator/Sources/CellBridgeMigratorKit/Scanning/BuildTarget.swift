/// One Xcode target or Swift package that compiles some of the scanned files, with its iOS minimum:
/// `hosting-configuration-without-ios16-guard` judges each file by the targets that compile it.
struct BuildTarget: Sendable, Hashable, Codable {
    /// The target's name, or the package's folder name.
    var name: String
    var majorVersion: Int
    /// Relative path of the `.pbxproj` or `Package.swift` it was read from.
    var source: String
    /// Files the target compiles, relative to the scan root.
    var files: [String] = []
    /// Folders whose files it compiles (a package's `Sources/`, a target's `path:`, a synchronized
    /// folder of an Xcode 16 project), relative to the scan root, with a trailing `/`.
    var folders: [String] = []
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

    /// The targets compiling `file` at the lowest iOS version among them, or `[]` when no known target
    /// compiles it (the project-wide answer then applies).
    func lowestTargets(compiling file: String) -> [BuildTarget] {
        var indices = byFile[file] ?? []
        for folder in folders where file.hasPrefix(folder.prefix) {
            indices.append(folder.target)
        }
        guard let lowest = indices.map({ targets[$0].majorVersion }).min() else { return [] }
        var seen: Set<Int> = []
        return indices.filter { targets[$0].majorVersion == lowest && seen.insert($0).inserted }.map { targets[$0] }
    }
}

/// Paths inside the scan root: `a/b/../c` → `a/c`; `nil` when the path leaves the root or is absolute.
enum RelativePath {
    static func join(_ base: String, _ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
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

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
