/// How the app's build learns about a file: which project kind was found for it, and, for an Xcode
/// project that lists its files, the edits that add or remove one.
///
/// XcodeGen (`project.yml`) and Tuist (`Project.swift`) projects generate their `.pbxproj` from folder
/// lists, SwiftPM targets compile every file under their folder, and Xcode 16 synchronises folders
/// itself: none of those gets an entry, and the summary says which was found.
enum ProjectMembership {
    /// The project files (`.pbxproj`, relative to the root) of the app, found by the scan's walk.
    static func projectFiles(in root: String) -> [String] {
        ProjectFileWalker(fileSystem: LocalFileSystem()).walk(root: root).files.filter {
            !$0.isVendored && $0.relativePath.hasSuffix(".pbxproj")
        }.map(\.relativePath)
    }

    /// The nearest folder from `file` up to the root holding `name`, relative to the root.
    static func nearest(_ name: String, above file: String, in workspace: MigrationWorkspace) -> String? {
        var directory = RelativePath.directory(of: file)
        while true {
            let candidate = directory.isEmpty ? name : directory + "/" + name
            if workspace.exists(candidate) { return candidate }
            guard !directory.isEmpty else { return nil }
            directory = RelativePath.directory(of: directory)
        }
    }

    /// Adds `newFiles` (Swift files beside `neighbour`) to whatever lists the app's files, compiled by every
    /// target that compiles one of `compiledWith` (the files they are used from); records what was found.
    /// A target that cannot compile CellBridge code (macOS, watchOS) is refused, never silently skipped.
    static func add(
        _ newFiles: [String], besides neighbour: String, compiledWith: [String], in workspace: MigrationWorkspace
    ) throws(XcodeProjectEditor.Failure) {
        let names = newFiles.map { String($0.split(separator: "/").last ?? "") }.joined(separator: ", ")
        guard let first = compiledWith.first else { return }
        if let spec = nearest("project.yml", above: first, in: workspace) {
            workspace.done.append(
                "\(spec): an XcodeGen project, which lists folders: nothing added for \(names); run xcodegen")
            return
        }
        if let spec = nearest("Project.swift", above: first, in: workspace) {
            workspace.done.append(
                "\(spec): a Tuist project, which lists folders: nothing added for \(names); run tuist generate")
            return
        }
        var listed = false
        for projectFile in projectFiles(in: workspace.root) {
            guard let text = workspace.text(projectFile) else { continue }
            var editor = try XcodeProjectEditor(text: text, projectFile: projectFile)
            let targets = Set(compiledWith.flatMap { editor.compilingTargets(of: $0) }).sorted()
            guard !targets.isEmpty else { continue }
            for target in targets {
                if let problem = editor.platformProblem(of: target) {
                    throw XcodeProjectEditor.Failure(
                        description:
                            "\(projectFile): \(problem), and it compiles \(compiledWith.joined(separator: ", ")); "
                            + "the migrated code cannot build there: take those files out of \(target.name) (or guard "
                            + "them with #if canImport(UIKit)), then run again")
                }
            }
            for file in newFiles {
                let how = try editor.add(file, besides: neighbour, to: targets)
                workspace.done.append("\(projectFile): \(how)")
            }
            workspace.write(projectFile, editor.text)
            listed = true
        }
        if listed { return }
        if let manifest = nearest("Package.swift", above: first, in: workspace) {
            workspace.done.append("\(manifest): a SwiftPM target compiles its folder: nothing added for \(names)")
            return
        }
        workspace.manualSteps.append(
            "no Xcode project, XcodeGen or Tuist spec or Package.swift lists \(first): add \(names) to the "
                + "target that builds it")
    }

    /// Removes `file` from every project that lists it; returns the projects edited.
    static func remove(_ file: String, in workspace: MigrationWorkspace) throws(XcodeProjectEditor.Failure) -> [String]
    {
        var edited: [String] = []
        for projectFile in projectFiles(in: workspace.root) {
            guard let text = workspace.text(projectFile) else { continue }
            var editor = try XcodeProjectEditor(text: text, projectFile: projectFile)
            if try editor.removeFile(file) {
                workspace.write(projectFile, editor.text)
                edited.append(projectFile)
            }
        }
        return edited
    }
}
