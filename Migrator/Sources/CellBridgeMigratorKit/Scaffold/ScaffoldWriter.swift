#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Writes new files atomically and never over an existing one: the contents go to a temporary file
/// in the same folder, which is then hard-linked to the final name. `link(2)` fails if the name
/// exists, so a concurrent writer or an existing file is never clobbered and readers never see a
/// half-written file.
public enum ScaffoldWriter {
    /// The file exists or cannot be created; nothing was written.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Creates `path` with `contents`.
    ///
    /// - Throws: `Failure` when the file exists or the folder is not writable.
    public static func createNewFile(at path: String, contents: String) throws(Failure) {
        if access(path, F_OK) == 0 {
            throw Failure(description: "\(path) already exists; not overwritten (move it away or skip --write)")
        }
        let temporary = path + ".cellbridge-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot create \(temporary): \(String(cString: strerror(errno)))")
        }
        let bytes = Array(contents.utf8)
        var written = 0
        var failure: String?
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                break
            }
            written += count
        }
        if failure == nil, fsync(descriptor) != 0 {
            failure = String(cString: strerror(errno))
        }
        close(descriptor)
        defer { unlink(temporary) }
        if let failure {
            throw Failure(description: "cannot write \(path): \(failure)")
        }
        if link(temporary, path) != 0 {
            if errno == EEXIST {
                throw Failure(description: "\(path) already exists; not overwritten (move it away or skip --write)")
            }
            throw Failure(description: "cannot create \(path): \(String(cString: strerror(errno)))")
        }
    }
}
