/// Which targets of an Xcode project compile a file, and how a new file joins exactly those: a build
/// file in each target's Sources phase for a file in a classic group, or, in a folder Xcode 16
/// synchronises with targets, an entry in the membership exceptions of each target whose membership
/// of the new file must differ from the folder's default (a target that does not own the folder but
/// compiles the file it is used from; an owner that does not).
extension XcodeProjectEditor {
    struct Target: Hashable, Comparable {
        var id: String
        var name: String

        static func < (lhs: Target, rhs: Target) -> Bool { (lhs.name, lhs.id) < (rhs.name, rhs.id) }
    }

    /// A folder synchronised with targets: its group id and its path relative to the scanned root.
    struct SynchronizedFolder {
        var id: String
        var path: String
    }

    private func nativeTargets(in model: Model) -> [Target] {
        (model.project["targets"]?.array.compactMap(\.string) ?? []).compactMap { id in
            guard let target = model.objects[id], target["isa"]?.string == "PBXNativeTarget" else { return nil }
            return Target(id: id, name: target["name"]?.string ?? id)
        }
    }

    /// The synchronised folder that holds `file`, the deepest when folders nest.
    func synchronizedFolder(holding file: String) -> SynchronizedFolder? {
        guard let model = model() else { return nil }
        return synchronizedFolder(holding: file, in: model)
    }

    private func synchronizedFolder(holding file: String, in model: Model) -> SynchronizedFolder? {
        model.objects.compactMap { id, object -> SynchronizedFolder? in
            guard object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup", let path = model.paths[id],
                path.isEmpty || file.hasPrefix(path + "/")
            else { return nil }
            return SynchronizedFolder(id: id, path: path)
        }.max { $0.path.count < $1.path.count }
    }

    /// `file` relative to the synchronised folder, as membership exceptions name it.
    private func relative(_ file: String, to folder: SynchronizedFolder) -> String {
        folder.path.isEmpty ? file : String(file.dropFirst(folder.path.count + 1))
    }

    /// The exception sets of a synchronised folder: target id → (set id, the files it lists).
    private func exceptionSets(of folder: SynchronizedFolder, in model: Model) -> [String: (String, [String])] {
        var result: [String: (String, [String])] = [:]
        for id in model.objects[folder.id]?["exceptions"]?.array.compactMap(\.string) ?? [] {
            guard let set = model.objects[id], set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                let target = set["target"]?.string
            else { continue }
            result[target] = (id, set["membershipExceptions"]?.array.compactMap(\.string) ?? [])
        }
        return result
    }

    private func owners(of folder: SynchronizedFolder, in model: Model) -> Set<String> {
        Set(
            nativeTargets(in: model).filter { target in
                model.objects[target.id]?["fileSystemSynchronizedGroups"]?.array.compactMap(\.string).contains(
                    folder.id)
                    ?? false
            }.map(\.id))
    }

    /// The native targets that compile `file`: through a Sources phase, or through a synchronised folder
    /// (its owners unless an exception leaves it out, other targets when an exception adds it).
    func compilingTargets(of file: String) -> [Target] {
        guard let model = model() else { return [] }
        let targets = nativeTargets(in: model)
        var result = Set(
            sourcePhases(compiling: file, in: model).compactMap { phase in
                targets.first { $0.name == phase.target || $0.id == phase.target }
            })
        if let folder = synchronizedFolder(holding: file, in: model) {
            let owners = owners(of: folder, in: model)
            let exceptions = exceptionSets(of: folder, in: model)
            let name = relative(file, to: folder)
            for target in targets {
                let listed = exceptions[target.id]?.1.contains(name) ?? false
                if owners.contains(target.id) != listed { result.insert(target) }
            }
        }
        return result.sorted()
    }

    /// Why a target cannot compile code that uses CellBridge's UIKit API (a macOS or watchOS target),
    /// nil when it can.
    func platformProblem(of target: Target) -> String? {
        guard let model = model() else { return nil }
        // The target's own settings, else the project's.
        for list in [
            model.objects[target.id]?["buildConfigurationList"]?.string,
            model.project["buildConfigurationList"]?.string,
        ] {
            let settings = (list.flatMap { model.objects[$0]?["buildConfigurations"]?.array } ?? []).compactMap {
                $0.string.flatMap { model.objects[$0]?["buildSettings"] }
            }
            let platforms = settings.map {
                ($0["SDKROOT"]?.string ?? "") + " " + ($0["SUPPORTED_PLATFORMS"]?.string ?? "")
            }
            guard platforms.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else { continue }
            for (platform, name) in [("macosx", "macOS"), ("watchos", "watchOS")]
            where platforms.contains(where: { $0.contains(platform) }) {
                return "target \(target.name) builds for \(name), where CellBridge's UIKit API does not exist"
            }
            return nil
        }
        return nil
    }

    /// Adds `newFile` (a Swift file beside `neighbour`) so that exactly `targets` compile it; returns how.
    mutating func add(_ newFile: String, besides neighbour: String, to targets: [Target]) throws(Failure) -> String {
        guard let model = model() else { throw Failure(description: "\(projectFile) cannot be parsed") }
        let name = String(newFile.split(separator: "/").last ?? Substring(newFile))
        let names = targets.map(\.name).joined(separator: ", ")
        if let folder = synchronizedFolder(holding: newFile, in: model) {
            let owners = owners(of: folder, in: model)
            let wanted = Set(targets.map(\.id))
            let exceptions = exceptionSets(of: folder, in: model)
            let entry = relative(newFile, to: folder)
            var changed: [String] = []
            for target in nativeTargets(in: model) where owners.contains(target.id) != wanted.contains(target.id) {
                if let (set, listed) = exceptions[target.id] {
                    guard !listed.contains(entry) else { continue }
                    try ensureList("membershipExceptions", ofObject: set)
                    try insertListEntry(Self.quoted(entry), into: "membershipExceptions", ofObject: set)
                } else {
                    let set = newIdentifier(for: newFile + "#exceptions#" + target.id)
                    let comment =
                        "Exceptions for \"\(folder.path.split(separator: "/").last ?? "")\" folder in \"\(target.name)\" target"
                    try insertObject(
                        "\(set) /* \(comment) */ = {\n\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;\n"
                            + "\t\t\tmembershipExceptions = (\n\t\t\t\t\(Self.quoted(entry)),\n\t\t\t);\n"
                            + "\t\t\ttarget = \(target.id) /* \(target.name) */;\n\t\t};",
                        isa: "PBXFileSystemSynchronizedBuildFileExceptionSet")
                    try ensureList("exceptions", ofObject: folder.id)
                    try insertListEntry("\(set) /* \(comment) */", into: "exceptions", ofObject: folder.id)
                }
                changed.append((owners.contains(target.id) ? "left out of " : "added to ") + target.name)
            }
            let compiled = Set(compilingTargets(of: newFile))
            guard compiled == Set(targets) else {
                throw Failure(
                    description: "internal error: the edited \(projectFile) does not compile \(newFile) in exactly "
                        + "\(names); nothing was written")
            }
            let how = changed.isEmpty ? "" : "; membership exceptions: " + changed.joined(separator: ", ")
            return
                "\(folder.path) is a folder Xcode synchronises with its targets: \(name) is compiled by \(names)\(how)"
        }
        guard !model.paths.values.contains(newFile) else {
            return
                "\(name) is already listed (compiled by \(compilingTargets(of: newFile).map(\.name).joined(separator: ", ")))"
        }
        let neighbourReferences = model.paths.filter {
            $0.value == neighbour && model.objects[$0.key]?["isa"]?.string == "PBXFileReference"
        }.map(\.key).sorted()
        guard let neighbourReference = neighbourReferences.first else {
            throw Failure(description: "\(projectFile) has no file reference for \(neighbour)")
        }
        let groups = model.objects.filter { _, object in
            XcodeProjectTargets.groupKinds.contains(object["isa"]?.string ?? "")
                && (object["children"]?.array.compactMap(\.string).contains(neighbourReference) ?? false)
        }.map(\.key).sorted()
        guard let group = groups.first else {
            throw Failure(description: "\(projectFile) puts \(neighbour) in no group")
        }
        let neighbourPath = model.objects[neighbourReference]?["path"]?.string ?? ""
        let directory = RelativePath.directory(of: neighbourPath)
        let referencePath = directory.isEmpty ? name : directory + "/" + name
        let reference = newIdentifier(for: newFile + "#reference")
        try insertObject(
            "\(reference) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; "
                + "path = \(Self.quoted(referencePath)); sourceTree = \"<group>\"; };",
            isa: "PBXFileReference")
        try insertListEntry("\(reference) /* \(name) */", into: "children", ofObject: group)
        for target in targets {
            let phases = (model.objects[target.id]?["buildPhases"]?.array.compactMap(\.string) ?? []).filter {
                model.objects[$0]?["isa"]?.string == "PBXSourcesBuildPhase"
            }
            guard let phase = phases.first else {
                throw Failure(description: "target \(target.name) of \(projectFile) has no Sources phase")
            }
            let buildFile = newIdentifier(for: newFile + "#build#" + phase)
            try insertObject(
                "\(buildFile) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(name) */; };",
                isa: "PBXBuildFile")
            try insertListEntry("\(buildFile) /* \(name) in Sources */", into: "files", ofObject: phase)
        }
        guard let updated = self.model(), updated.paths[reference] == newFile,
            Set(compilingTargets(of: newFile)) == Set(targets)
        else {
            throw Failure(
                description: "internal error: the edited \(projectFile) does not compile \(newFile) in \(names); "
                    + "nothing was written")
        }
        return
            "added \(name) (file reference, build file, group \(RelativePath.directory(of: neighbour)), Sources of \(names))"
    }

    /// Adds an empty `key = ( );` list to an object written on several lines, when it has none.
    mutating func ensureList(_ key: String, ofObject id: String) throws(Failure) {
        guard let object = definition(of: id) else {
            throw Failure(description: "\(projectFile): object \(id) not found; nothing was written")
        }
        let bytes = self.bytes
        if Self.find(key + " = (", in: bytes, from: object.lowerBound, before: object.upperBound) != nil { return }
        guard let isa = Self.find("isa = ", in: bytes, from: object.lowerBound, before: object.upperBound),
            let end = Self.find(";\n", in: bytes, from: isa, before: object.upperBound)
        else {
            throw Failure(description: "\(projectFile): \(id) is not written one key a line; nothing was written")
        }
        let indent = String(decoding: bytes[lineStart(before: isa)..<isa], as: UTF8.self)
        replace(end + 2..<end + 2, with: "\(indent)\(key) = (\n\(indent));\n")
    }
}
