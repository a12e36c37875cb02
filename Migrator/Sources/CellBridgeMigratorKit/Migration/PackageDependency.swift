internal import Foundation

/// The CellBridge package, for every target that compiles a file the change makes import it.
///
/// In an Xcode project, a target that compiles such a file gets CellBridge's library as a package product
/// dependency (and in its Frameworks phase), from the project's CellBridge package reference, or from the
/// one `--cellbridge-package` names, which is added. Where the tool cannot add it (no reference and no
/// `--cellbridge-package`, an XcodeGen, Tuist or SwiftPM project that does not mention it), it says exactly
/// what to add, and `--apply` waits until it is there: code that cannot build is never written.
enum PackageDependency {
    static func ensure(
        in workspace: MigrationWorkspace, package location: String?, deploymentTargets: [DeploymentTarget] = []
    ) throws(MigrationFailure) {
        let files = workspace.changeSet.edits.compactMap { edit -> String? in
            guard edit.path.hasSuffix(".swift"), let after = edit.after, importsCellBridge(after) else { return nil }
            return edit.path
        }
        guard !files.isEmpty else { return }
        if podfileMentionsCellBridge(in: workspace) { return }
        var unlisted = Set(files)
        for projectFile in ProjectMembership.projectFiles(in: workspace.root) {
            guard let text = workspace.text(projectFile) else { continue }
            var editor: XcodeProjectEditor
            do {
                editor = try XcodeProjectEditor(text: text, projectFile: projectFile)
            } catch {
                throw MigrationFailure(error.description)
            }
            var targets: Set<XcodeProjectEditor.Target> = []
            for file in files {
                let compiling = editor.compilingTargets(of: file)
                if !compiling.isEmpty { unlisted.remove(file) }
                targets.formUnion(compiling)
            }
            // CellBridge's package (and SwiftUI's hosting it relies on) needs iOS 14: Xcode refuses the product in
            // a target that deploys to less, so the change would not build.
            for target in targets.sorted() {
                guard
                    let deployment = deploymentTargets.first(where: {
                        $0.targetName == target.name && $0.source.hasPrefix(RelativePath.directory(of: projectFile))
                    }), deployment.majorVersion < 14
                else { continue }
                throw MigrationFailure(
                    "\(target.name) compiles the migrated code and deploys to iOS \(deployment.versionText) "
                        + "(\(deployment.source)); CellBridge and the SwiftUI views it hosts need iOS 14: raise \(target.name)'s "
                        + "deployment target to 14 or later, then run again")
            }
            let missing = targets.filter { !editor.hasCellBridgeProduct($0) }.sorted()
            guard !missing.isEmpty else { continue }
            let names = missing.map(\.name).joined(separator: ", ")
            do {
                var reference = editor.cellBridgePackageReference()
                if reference == nil, let location {
                    let projectFolder = RelativePath.directory(of: RelativePath.directory(of: projectFile))
                    let absoluteFolder = URL(fileURLWithPath: workspace.root + "/" + projectFolder).standardizedFileURL
                        .path
                    reference = try editor.addPackageReference(
                        location, version: CellBridgeVersion.current, projectFolder: absoluteFolder)
                    workspace.done.append("\(projectFile): added the CellBridge package (\(location))")
                }
                guard let reference else {
                    workspace.blockers.append(
                        "\(projectFile): \(names) compile code that imports CellBridge, and the project has no CellBridge "
                            + "package: add it in Xcode (File › Add Package Dependencies…) with its CellBridge library for "
                            + "\(names), or run again with --cellbridge-package URL-or-path to have it added")
                    continue
                }
                for target in missing {
                    try editor.addCellBridgeProduct(to: target, package: reference)
                }
            } catch {
                throw MigrationFailure(error.description)
            }
            workspace.write(projectFile, editor.text)
            workspace.done.append(
                "\(projectFile): \(names) depend on CellBridge's library (package product dependency)")
        }
        // Projects that list folders, and packages: their own files say whether CellBridge is a dependency.
        for file in unlisted.sorted() {
            for (name, kind) in [
                ("project.yml", "XcodeGen"), ("Project.swift", "Tuist"), ("Package.swift", "SwiftPM"),
            ] {
                guard let spec = ProjectMembership.nearest(name, above: file, in: workspace) else { continue }
                if let lowest = deploymentTargets.filter({ $0.source == spec }).min(by: {
                    ($0.majorVersion, $0.minorVersion) < ($1.majorVersion, $1.minorVersion)
                }), lowest.majorVersion < 14 {
                    throw MigrationFailure(
                        "\(spec) deploys \(lowest.targetName ?? "the app") to iOS \(lowest.versionText), and \(file) imports "
                            + "CellBridge; CellBridge and the SwiftUI views it hosts need iOS 14: raise the deployment target "
                            + "to 14 or later, then run again")
                }
                if !(workspace.text(spec)?.contains("CellBridge") ?? false) {
                    let blocker =
                        "\(spec): \(file) imports CellBridge, and this \(kind) \(kind == "SwiftPM" ? "manifest" : "spec") "
                        + "does not mention the CellBridge package: add the package and its CellBridge library to the "
                        + "target that compiles it"
                    if !workspace.blockers.contains(where: { $0.hasPrefix(spec + ":") }) {
                        workspace.blockers.append(blocker)
                    }
                }
                break
            }
        }
    }

    static func importsCellBridge(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            let words = line.split(separator: " ")
            return words.last == "CellBridge" && words.dropLast().last == "import"
        }
    }

    private static func podfileMentionsCellBridge(in workspace: MigrationWorkspace) -> Bool {
        guard let podfile = workspace.text("Podfile") else { return false }
        return podfile.contains("'CellBridge'") || podfile.contains("\"CellBridge\"")
    }
}

extension XcodeProjectEditor {
    /// The id of the project's CellBridge package reference: the package of a `CellBridge` product
    /// dependency, else a remote or local reference whose URL or path names CellBridge.
    func cellBridgePackageReference() -> String? {
        guard let model = model() else { return nil }
        for (_, object) in model.objects.sorted(by: { $0.key < $1.key })
        where object["isa"]?.string == "XCSwiftPackageProductDependency"
            && object["productName"]?.string == "CellBridge"
        {
            if let package = object["package"]?.string { return package }
        }
        for (id, object) in model.objects.sorted(by: { $0.key < $1.key }) {
            let location = object["repositoryURL"]?.string ?? object["relativePath"]?.string ?? ""
            if ["XCRemoteSwiftPackageReference", "XCLocalSwiftPackageReference"].contains(object["isa"]?.string ?? ""),
                location.lowercased().contains("cellbridge")
            {
                return id
            }
        }
        return nil
    }

    /// Whether the target has CellBridge's library among its package product dependencies.
    func hasCellBridgeProduct(_ target: Target) -> Bool {
        guard let model = model() else { return false }
        return (model.objects[target.id]?["packageProductDependencies"]?.array.compactMap(\.string) ?? []).contains {
            model.objects[$0]?["productName"]?.string == "CellBridge"
        }
    }

    /// Adds a reference to the CellBridge package: remote for a URL (up to the next major version from
    /// `version`), local for a path (relative to the project's folder). Returns its id.
    mutating func addPackageReference(_ location: String, version: String, projectFolder: String) throws(Failure)
        -> String
    {
        guard let model = model(),
            let projectID = model.objects.first(where: { $0.value["isa"]?.string == "PBXProject" })?.key
        else { throw Failure(description: "\(projectFile) cannot be parsed") }
        let id = newIdentifier(for: "CellBridge#package#" + location)
        let isRemote = location.contains("://") || location.hasPrefix("git@")
        if isRemote {
            let comment = "XCRemoteSwiftPackageReference \"CellBridge\""
            try insertObject(
                "\(id) /* \(comment) */ = {\n\t\t\tisa = XCRemoteSwiftPackageReference;\n"
                    + "\t\t\trepositoryURL = \(Self.quoted(location));\n\t\t\trequirement = {\n"
                    + "\t\t\t\tkind = upToNextMajorVersion;\n\t\t\t\tminimumVersion = \(version);\n\t\t\t};\n\t\t};",
                isa: "XCRemoteSwiftPackageReference")
            try ensureList("packageReferences", ofObject: projectID)
            try insertListEntry("\(id) /* \(comment) */", into: "packageReferences", ofObject: projectID)
        } else {
            let path = Self.relativePath(of: location, from: projectFolder)
            let comment = "XCLocalSwiftPackageReference \"\(path)\""
            try insertObject(
                "\(id) /* \(comment) */ = {\n\t\t\tisa = XCLocalSwiftPackageReference;\n"
                    + "\t\t\trelativePath = \(Self.quoted(path));\n\t\t};",
                isa: "XCLocalSwiftPackageReference")
            try ensureList("packageReferences", ofObject: projectID)
            try insertListEntry("\(id) /* \(comment) */", into: "packageReferences", ofObject: projectID)
        }
        return id
    }

    /// CellBridge's library as a product dependency of `target`, linked in its Frameworks phase.
    mutating func addCellBridgeProduct(to target: Target, package: String) throws(Failure) {
        guard let model = model() else { throw Failure(description: "\(projectFile) cannot be parsed") }
        let product = newIdentifier(for: "CellBridge#product#" + target.id)
        try insertObject(
            "\(product) /* CellBridge */ = {\n\t\t\tisa = XCSwiftPackageProductDependency;\n"
                + "\t\t\tpackage = \(package);\n\t\t\tproductName = CellBridge;\n\t\t};",
            isa: "XCSwiftPackageProductDependency")
        try ensureList("packageProductDependencies", ofObject: target.id)
        try insertListEntry("\(product) /* CellBridge */", into: "packageProductDependencies", ofObject: target.id)
        let frameworks = (model.objects[target.id]?["buildPhases"]?.array.compactMap(\.string) ?? []).first {
            model.objects[$0]?["isa"]?.string == "PBXFrameworksBuildPhase"
        }
        if let frameworks {
            let buildFile = newIdentifier(for: "CellBridge#link#" + target.id)
            try insertObject(
                "\(buildFile) /* CellBridge in Frameworks */ = {isa = PBXBuildFile; productRef = \(product) /* CellBridge */; };",
                isa: "PBXBuildFile")
            try insertListEntry("\(buildFile) /* CellBridge in Frameworks */", into: "files", ofObject: frameworks)
        }
        guard hasCellBridgeProduct(target) else {
            throw Failure(
                description: "internal error: the edited \(projectFile) does not give \(target.name) CellBridge")
        }
    }

    /// `location` (absolute, or relative to the current folder) relative to `folder` (absolute).
    static func relativePath(of location: String, from folder: String) -> String {
        let target = URL(fileURLWithPath: location).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        var shared = 0
        while shared < min(target.count, base.count), target[shared] == base[shared] { shared += 1 }
        let path = Array(repeating: "..", count: base.count - shared) + target[shared...]
        return path.isEmpty ? "." : path.joined(separator: "/")
    }
}
