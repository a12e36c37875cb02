#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The real file system through POSIX calls: `lstat` so symbolic links are seen as links (never
/// followed into loops), `readdir` for listings, one `read` per file.
public struct LocalFileSystem: FileSystemAccess {
    public init() {}

    private static func errorReason() -> String {
        String(cString: strerror(errno))
    }

    private static func kind(of mode: mode_t) -> FileEntryKind {
        switch mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    public func kind(ofItemAt path: String, followingLinks: Bool) -> FileEntryKind? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return nil }
        return Self.kind(of: info.st_mode)
    }

    public func contentsOfDirectory(at path: String) throws(FileSystemError) -> [DirectoryEntry] {
        guard let directory = opendir(path) else {
            throw FileSystemError(reason: Self.errorReason())
        }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String in
                guard let base = raw.bindMemory(to: CChar.self).baseAddress else { return "" }
                return String(cString: base)
            }
            if name.isEmpty || name == "." || name == ".." {
                continue
            }
            let kind: FileEntryKind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symbolicLink
            default: kind = self.kind(ofItemAt: path + "/" + name, followingLinks: false) ?? .other
            }
            entries.append(DirectoryEntry(name: name, kind: kind))
        }
        return entries
    }

    public func sizeOfFile(at path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// One `stat`.
    public func stamp(ofFileAt path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, Self.kind(of: info.st_mode) == .file else { return nil }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        return FileStamp(
            size: Int(info.st_size),
            modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            statusChanged: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec),
            inode: UInt64(info.st_ino), device: UInt64(bitPattern: Int64(info.st_dev)))
    }

    public func readFile(at path: String) throws(FileSystemError) -> [UInt8] {
        try readFile(at: path, sizeLimit: Int.max).bytes ?? []
    }

    /// One `open`, one `fstat`, then `read` into an uninitialised buffer of the file's size.
    public func readFile(at path: String, sizeLimit limit: Int) throws(FileSystemError) -> (
        bytes: [UInt8]?, size: Int
    ) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw FileSystemError(reason: Self.errorReason())
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw FileSystemError(reason: Self.errorReason())
        }
        let expected = max(Int(info.st_size), 0)
        guard expected <= limit else { return (nil, expected) }
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
            var total = 0
            while total < expected {
                let count = read(descriptor, buffer.baseAddress.map { $0 + total }, expected - total)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if count == 0 {
                    break
                }
                total += count
            }
            initialized = total
        }
        if failure != 0 {
            throw FileSystemError(reason: String(cString: strerror(failure)))
        }
        return (bytes, bytes.count)
    }
}
