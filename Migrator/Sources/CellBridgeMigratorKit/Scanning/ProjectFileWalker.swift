/// Lists the files of an app that a scan reads, without following symbolic links to folders (no
/// loops, no escaping the tree) and without descending into build output. Dependency folders (`Pods`,
/// `Carthage`) are walked for their `.swift` and `.h` files only, marked vendored: their classes are never
/// the app's cells, but an app cell may inherit from one of them (`class InboxCell: SwipeTableViewCell`).
struct ProjectFileWalker {
    /// Folders that hold build products, generated files or VCS data.
    static let skippedDirectories: Set<String> = [
        ".build", ".git", ".swiftpm", ".svn", ".hg", "DerivedData", "node_modules", "build",
    ]
    /// Folders of dependencies: read for class headers only, and nothing in them is reported.
    static let vendoredDirectories: Set<String> = ["Pods", "Carthage"]

    let fileSystem: any FileSystemAccess

    func walk(root: String) -> ProjectFileList {
        var list = ProjectFileList()
        var pending: [(absolute: String, relative: String, isVendored: Bool)] = [(root, "", false)]
        while let (directory, relative, isVendored) = pending.popLast() {
            let entries: [DirectoryEntry]
            do {
                entries = try fileSystem.contentsOfDirectory(at: directory)
            } catch {
                if !isVendored {
                    list.problems.append(
                        InputProblem(
                            path: relative.isEmpty ? "." : relative, reason: "cannot read folder (\(error)); skipped"))
                }
                continue
            }
            for entry in entries.sorted(by: { $0.name > $1.name }) {
                let absolute = directory + "/" + entry.name
                let entryRelative = relative.isEmpty ? entry.name : relative + "/" + entry.name
                var kind = entry.kind
                if kind == .symbolicLink {
                    switch fileSystem.kind(ofItemAt: absolute, followingLinks: true) {
                    case .file?:
                        kind = .file
                    case .directory?:
                        if isVendored { continue }
                        list.problems.append(
                            InputProblem(
                                path: entryRelative,
                                reason: "symbolic link to a folder; not followed (avoids loops and leaving the tree)"))
                        continue
                    case nil:
                        if !isVendored, role(of: entry.name) != nil {
                            list.problems.append(
                                InputProblem(path: entryRelative, reason: "broken symbolic link; skipped"))
                        }
                        continue
                    default:
                        continue
                    }
                }
                if !isVendored, VendoredFolders.isMarker(entry.name, isDirectory: kind == .directory) {
                    list.markers.append(entryRelative)
                }
                switch kind {
                case .directory:
                    // A localization export (`fr.xcloc`) holds copies of the app's storyboards, not its layouts.
                    if !Self.skippedDirectories.contains(entry.name), !entry.name.hasSuffix(".xcloc") {
                        pending.append(
                            (absolute, entryRelative, isVendored || Self.vendoredDirectories.contains(entry.name)))
                    }
                case .file:
                    guard let role = role(of: entry.name) else { continue }
                    if isVendored {
                        guard role == .swift || entry.name.hasSuffix(".h") else { continue }
                    }
                    list.files.append(
                        ProjectFile(
                            absolutePath: absolute, relativePath: entryRelative, role: role, isVendored: isVendored))
                default:
                    continue
                }
            }
        }
        list.files.sort { $0.relativePath < $1.relativePath }
        list.markers.sort()
        return list
    }

    /// By the name's extension, compared as bytes: the walk asks it of every file in the tree.
    private func role(of name: String) -> ProjectFile.Role? {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        switch Substring(utf8[utf8.index(after: dot)...]) {
        case "swift": return .swift
        case "xib": return .xib
        case "storyboard": return .storyboard
        // XcodeGen's specs (`project.yml`, and the files it includes) hold the deployment target too.
        case "pbxproj", "xcconfig", "yml", "yaml": return .buildSettings
        case "h", "m", "mm": return .objectiveC
        default: return nil
        }
    }
}
