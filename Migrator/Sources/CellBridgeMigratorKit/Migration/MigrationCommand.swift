/// Runs `cellbridge migrate` and `cellbridge migrate-data-source` after the scan: checks every file the
/// change would write, prints it as a unified diff (the default, a dry run that writes nothing) or writes
/// it all at once with `--apply`, and says what it did, what is left for a person and how to undo it.
struct MigrationCommand {
    typealias Sink = (String) -> Void

    let standardOutput: Sink
    let standardError: Sink
    /// As the user typed it, for messages.
    let displayRoot: String
    let apply: Bool
    let force: Bool
    /// `--verify CMD`: the app's own build, run after writing; a failure puts every file back.
    var verify: String?
    /// `--cellbridge-package`: the package to add to an Xcode project that has no CellBridge reference.
    var cellBridgePackage: String?

    /// Every deployment target the scan read: each target's, and the project-wide lowest (an XcodeGen, Tuist or
    /// package spec's), which the package step checks against CellBridge's iOS 14.
    static func deploymentTargets(of report: ScanReport) -> [DeploymentTarget] {
        report.targetDeploymentTargets + [report.deploymentTarget].compactMap { $0 }
    }

    /// The app's own Swift files (dependency folders left out), relative to `root`.
    static func swiftFiles(in root: String) -> [String] {
        ProjectFileWalker(fileSystem: LocalFileSystem()).walk(root: root).files.filter {
            !$0.isVendored && $0.role == .swift
        }.map(\.relativePath)
    }

    /// `adopt PATH`: the app's own cell contract connected to CellBridge's, additively.
    func adopt(report: ScanReport) -> ExitStatus {
        let workspace = MigrationWorkspace(root: report.root, swiftFiles: Self.swiftFiles(in: report.root))
        return run(title: "adopt", rerun: "cellbridge adopt \(displayRoot)", root: report.root) {
            () throws(MigrationFailure) in
            let result = Self.adopt(in: workspace)
            // Said by `adopt` only: `migrate` lists what is left for a person, and these need nothing.
            workspace.done += result.notConfigure.map { "adopt: left alone: " + $0 }
            guard workspace.changeSet.edits.isEmpty else {
                try PackageDependency.ensure(
                    in: workspace, package: cellBridgePackage,
                    deploymentTargets: Self.deploymentTargets(of: report))
                return .changes(workspace.changeSet)
            }
            let lines = result.alreadyAdopted + result.leftAlone + result.notConfigure
            guard !lines.isEmpty else {
                return .alreadyMigrated(
                    "no protocol of the app's own to connect (none the app dequeues cells by or configures cells "
                        + "through); nothing to do")
            }
            return .alreadyMigrated("nothing to adopt:\n" + lines.map { "  " + $0 }.joined(separator: "\n"))
        }
    }

    /// Runs the adoption in `workspace`, its lines in the summary.
    @discardableResult
    static func adopt(in workspace: MigrationWorkspace) -> ContractAdopter.Result {
        let result = ContractAdopter(workspace: workspace).adopt()
        workspace.done += result.adopted.map { "adopt: " + $0 }
        workspace.manualSteps += result.leftAlone.map { "adopt: " + $0 }
        return result
    }

    func migrateCell(_ cell: String, report: ScanReport, removeLegacy: Bool, allowTodos: Bool = false) -> ExitStatus {
        let workspace = MigrationWorkspace(root: report.root, swiftFiles: Self.swiftFiles(in: report.root))
        return run(title: "migrate \(cell)", rerun: "cellbridge migrate \(cell) \(displayRoot)", root: report.root) {
            () throws(MigrationFailure) in
            // The app's own protocols are connected first, in the same change.
            Self.adopt(in: workspace)
            let adopted = workspace.changeSet
            let migrator = CellMigrator(
                report: report, workspace: workspace, removeLegacy: removeLegacy, allowTodos: allowTodos)
            let outcome = try migrator.plan(cellName: cell)
            if case .alreadyMigrated = outcome, adopted.edits.isEmpty { return outcome }
            try PackageDependency.ensure(
                in: workspace, package: cellBridgePackage,
                deploymentTargets: Self.deploymentTargets(of: report))
            return .changes(workspace.changeSet)
        }
    }

    func migrateDataSource(_ file: String, report: ScanReport) -> ExitStatus {
        let workspace = MigrationWorkspace(root: report.root, swiftFiles: Self.swiftFiles(in: report.root))
        return run(
            title: "migrate-data-source \(file)", rerun: "cellbridge migrate-data-source \(file) \(displayRoot)",
            root: report.root
        ) { () throws(MigrationFailure) in
            let outcome = try DataSourceMigrator(report: report, workspace: workspace).plan(file: file)
            guard case .changes = outcome else { return outcome }
            try PackageDependency.ensure(
                in: workspace, package: cellBridgePackage,
                deploymentTargets: Self.deploymentTargets(of: report))
            return .changes(workspace.changeSet)
        }
    }

    /// Plans with `plan`, then says there is nothing to do, or checks and prints or writes the change set.
    private func run(
        title: String, rerun: String, root: String, _ plan: () throws(MigrationFailure) -> MigrationOutcome
    ) -> ExitStatus {
        let outcome: MigrationOutcome
        do {
            outcome = try plan()
        } catch {
            standardError("error: \(error.description)\n")
            return .inputProblem
        }
        switch outcome {
        case .alreadyMigrated(let message):
            standardOutput(message + "\n")
            return .success
        case .changes(let changes):
            return finish(changes, root: root, title: title, rerun: rerun)
        }
    }

    /// Checks, then prints or writes, the change set.
    private func finish(_ changes: MigrationChangeSet, root: String, title: String, rerun: String) -> ExitStatus {
        for edit in changes.edits {
            guard let after = edit.after else { continue }
            if let problem = Self.problem(in: after, path: edit.path) {
                standardError(
                    "error: internal error: the migrated \(edit.path) would not parse (\(problem)); nothing was written. "
                        + "Please report it with the files involved.\n")
                return .inputProblem
            }
        }
        var summary = ""
        let created = changes.edits.filter { $0.before == nil }.count
        let deleted = changes.edits.filter { $0.after == nil }.count
        let edited = changes.edits.count - created - deleted
        summary +=
            "\(title): \(TextReportRenderer.plural(changes.edits.count, "file")) (\(created) created, "
            + "\(edited) edited, \(deleted) deleted)\n"
        for warning in changes.warnings { summary += "warning: \(warning)\n" }
        if !changes.done.isEmpty {
            summary += "done:\n" + changes.done.map { "  \($0)\n" }.joined()
        }
        if !changes.manualSteps.isEmpty {
            summary += "left for you:\n" + changes.manualSteps.map { "  \($0)\n" }.joined()
        }
        if !changes.blockers.isEmpty {
            summary += "before --apply can write it:\n" + changes.blockers.map { "  \($0)\n" }.joined()
        }
        guard apply else {
            standardOutput(changes.edits.map { UnifiedDiff.render($0) }.joined())
            standardError(summary + "dry run: nothing was written; run `\(rerun) --apply` to write it\n")
            return .success
        }
        guard changes.blockers.isEmpty else {
            standardError(
                summary + "error: --apply waits until what is listed under \"before --apply can write it\" is done, so "
                    + "that nothing is written that cannot build; nothing was written\n")
            return .inputProblem
        }
        let existing = changes.edits.filter { $0.before != nil }.map(\.path)
        let verdict = GitWorkTreeCheck.verdict(for: existing, root: root)
        if case .uncommitted(let paths) = verdict, !force {
            standardError(
                "error: uncommitted changes in \(paths.joined(separator: ", ")); commit or stash them first (so git can "
                    + "undo the migration), or pass --force; nothing was written\n")
            return .inputProblem
        }
        do {
            try ChangeSetWriter.apply(changes.edits, root: root)
        } catch {
            standardError("error: \(error.description)\n")
            return .inputProblem
        }
        summary += "wrote \(TextReportRenderer.plural(changes.edits.count, "file")) under \(displayRoot)\n"
        if let verify {
            switch Verification.run(verify, in: root) {
            case .passed:
                summary += "verify: `\(verify)` passed\n"
            case .failed(let status, let firstErrors):
                let reversed = changes.edits.map { FileEdit(path: $0.path, before: $0.after, after: $0.before) }
                do {
                    try ChangeSetWriter.apply(reversed, root: root)
                } catch {
                    standardOutput(summary)
                    standardError(
                        "error: verify: `\(verify)` failed (\(status)), and putting the files back failed too: "
                            + "\(error.description)\n")
                    return .verificationFailed
                }
                standardOutput(summary)
                standardError(
                    "error: verify: `\(verify)` failed (\(status)); every file was put back as it was. First errors:\n"
                        + firstErrors.map { "  " + $0 + "\n" }.joined())
                return .verificationFailed
            }
        }
        let restore = changes.edits.filter { $0.before != nil }.map { Self.shellQuoted($0.path) }
        let remove = changes.edits.filter { $0.before == nil }.map { Self.shellQuoted($0.path) }
        switch verdict {
        case .clean, .uncommitted:
            var steps: [String] = []
            if !restore.isEmpty { steps.append("git checkout HEAD -- " + restore.joined(separator: " ")) }
            if !remove.isEmpty { steps.append("rm " + remove.joined(separator: " ")) }
            summary += "undo (in \(displayRoot)): " + steps.joined(separator: " && ") + "\n"
            if case .uncommitted = verdict {
                summary += "warning: --force: files had uncommitted changes, which that undo would discard too\n"
            }
        case .noWorkTree:
            summary +=
                "undo: \(displayRoot) is not in a git work tree, so nothing keeps the old files; save the dry "
                + "run's diff first next time (`\(rerun) > migration.patch`) and undo with `patch -R -p1 < migration.patch`\n"
        }
        standardOutput(summary)
        return .success
    }

    /// Why the text a migration would write does not parse as its file kind, nil when it does.
    private static func problem(in text: String, path: String) -> String? {
        if path.hasSuffix(".swift") {
            return SwiftSyntaxCheck.syntaxErrors(in: text).first
        }
        if path.hasSuffix(".pbxproj") {
            var bytes = Array(text.utf8)
            let parsed = bytes.withUnsafeMutableBufferPointer {
                PropertyListParser.parse(UnsafeBufferPointer($0)) != nil
            }
            return parsed ? nil : "not a property list"
        }
        if path.hasSuffix(".xib") || path.hasSuffix(".storyboard") {
            do {
                _ = try InterfaceBuilderParser.parse(Array(text.utf8))
            } catch {
                return error.description
            }
        }
        return nil
    }

    private static func shellQuoted(_ path: String) -> String {
        path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) }
            ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
