internal import Foundation

/// Refuses to rewrite files that have uncommitted changes in a git work tree, the way code-rewriting
/// tools protect work in progress: a migration on top of unsaved work cannot be undone with git.
enum GitWorkTreeCheck {
    /// What `git status` said about the files a change set touches.
    enum Verdict: Sendable, Equatable {
        /// Every touched file is committed: `git checkout` / `git clean` undo the change.
        case clean
        /// These files (relative to the root) have uncommitted changes.
        case uncommitted([String])
        /// Not in a git work tree, or git is not installed: nothing to check, and no git undo.
        case noWorkTree
    }

    /// Asks git about `paths` (relative to `root`). New files are not asked about: the writer refuses them
    /// when they exist.
    static func verdict(for paths: [String], root: String) -> Verdict {
        guard !paths.isEmpty else { return .clean }
        guard let prefix = run(["rev-parse", "--show-prefix"], in: root), prefix.status == 0 else {
            return .noWorkTree
        }
        // git prints paths from the top of the repository; the root may be a folder inside it.
        let rootPrefix = prefix.output.trimmingCharacters(in: .newlines)
        guard
            let status = run(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--"] + paths, in: root),
            status.status == 0
        else {
            return .noWorkTree
        }
        // Each entry is "XY path", NUL-terminated; a rename adds its old path as a second entry.
        var dirty: [String] = []
        var entries = status.output.split(separator: "\0", omittingEmptySubsequences: true)[...]
        while let entry = entries.popFirst() {
            guard entry.count > 3 else { continue }
            let code = entry.prefix(2)
            dirty.append(String(entry.dropFirst(3)))
            if code.contains("R") || code.contains("C") { _ = entries.popFirst() }
        }
        let relativeDirty = Set(dirty.map { $0.hasPrefix(rootPrefix) ? String($0.dropFirst(rootPrefix.count)) : $0 })
        let touched = paths.filter { relativeDirty.contains($0) }
        return touched.isEmpty ? .clean : .uncommitted(touched)
    }

    private static func run(_ arguments: [String], in directory: String) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory, "-c", "core.quotePath=false"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
