internal import Foundation

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Writes every edit of a change set, or none.
///
/// POSIX has no transaction over several files, so the writer makes the window as small as it can and
/// undoes what it did when a step fails: it first checks that every file still holds what the migration
/// read (nobody edited it meanwhile), writes each new content to a temporary file beside its target and
/// flushes it, keeps a hard link to each original, and only then renames the temporary files over their
/// targets (each rename is atomic) and removes deleted files. If any of those steps fails, the files
/// already replaced get their originals back and the created ones are removed. Only a crash of the
/// machine between two renames can leave a partial change; the summary's undo line covers that too.
enum ChangeSetWriter {
    struct Failure: Error, Sendable, CustomStringConvertible {
        var description: String
    }

    /// Applies `edits` under `root`.
    static func apply(_ edits: [FileEdit], root: String) throws(Failure) {
        let token = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        for edit in edits {
            let current = read(root + "/" + edit.path)
            guard current == edit.before else {
                let what = edit.before == nil ? "now exists" : (current == nil ? "is gone" : "changed")
                throw Failure(description: "\(edit.path) \(what) since it was read; nothing was written, run again")
            }
        }
        var staged: [(edit: FileEdit, temporary: String?)] = []
        var backups: [String: String] = [:]
        func discard() {
            for entry in staged { if let temporary = entry.temporary { unlink(temporary) } }
            for backup in backups.values { unlink(backup) }
        }
        for edit in edits {
            let path = root + "/" + edit.path
            var temporary: String?
            if let after = edit.after {
                let name = hiddenSibling(of: path, suffix: "cellbridge-\(token).tmp")
                do throws(Failure) {
                    try writeFile(after, to: name, mode: mode(of: path) ?? 0o644)
                } catch {
                    discard()
                    throw error
                }
                temporary = name
            }
            staged.append((edit, temporary))
            if edit.before != nil {
                let backup = hiddenSibling(of: path, suffix: "cellbridge-\(token).orig")
                guard link(path, backup) == 0 else {
                    let reason = String(cString: strerror(errno))
                    discard()
                    throw Failure(description: "cannot keep a copy of \(edit.path) (\(reason)); nothing was written")
                }
                backups[edit.path] = backup
            }
        }
        var committed: [FileEdit] = []
        for (edit, temporary) in staged {
            let path = root + "/" + edit.path
            let result: Int32
            switch (edit.before, temporary) {
            case (nil, let temporary?): result = link(temporary, path)  // never over a file that appeared
            case (_, let temporary?): result = rename(temporary, path)
            default: result = unlink(path)
            }
            if result != 0 {
                let reason = String(cString: strerror(errno))
                let restored = rollBack(committed, backups: backups, root: root)
                discard()
                throw Failure(
                    description: "cannot write \(edit.path) (\(reason)); "
                        + (restored
                            ? "every file was put back as it was"
                            : "some files could not be put back: "
                                + "restore them with the undo command below"))
            }
            committed.append(edit)
        }
        discard()
    }

    /// Puts back the originals of `committed` edits; false when one could not be restored.
    private static func rollBack(_ committed: [FileEdit], backups: [String: String], root: String) -> Bool {
        var restored = true
        for edit in committed.reversed() {
            let path = root + "/" + edit.path
            if let backup = backups[edit.path] {
                unlink(path)
                if link(backup, path) != 0 { restored = false }
            } else if unlink(path) != 0 {
                restored = false
            }
        }
        return restored
    }

    /// The file's contents as UTF-8 text, nil when it does not exist or is not text.
    static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    private static func hiddenSibling(of path: String, suffix: String) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        return String(path[..<slash]) + "." + String(path[slash...]) + "." + suffix
    }

    private static func mode(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    private static func writeFile(_ text: String, to path: String, mode: mode_t) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else {
            throw Failure(
                description: "cannot create \(path): \(String(cString: strerror(errno))); nothing was written")
        }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                unlink(path)
                throw Failure(description: "cannot write \(path): \(reason); nothing was written")
            }
            written += count
        }
        guard fsync(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(path)
            throw Failure(description: "cannot flush \(path): \(reason); nothing was written")
        }
        fchmod(descriptor, mode)
    }
}
