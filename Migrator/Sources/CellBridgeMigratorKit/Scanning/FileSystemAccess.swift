/// What kind of entry a directory listing returned.
public enum FileEntryKind: Sendable, Hashable {
    case file
    case directory
    case symbolicLink
    case other
}

/// One entry of a directory listing.
public struct DirectoryEntry: Sendable, Hashable {
    public var name: String
    public var kind: FileEntryKind

    public init(name: String, kind: FileEntryKind) {
        self.name = name
        self.kind = kind
    }
}

/// A file-system failure with the system's reason ("Permission denied").
public struct FileSystemError: Error, Sendable, Hashable, CustomStringConvertible {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}

/// The file-system calls a scan makes. Injectable so tests can simulate failures (an unreadable
/// folder cannot be produced with `chmod` when the tests run as root).
public protocol FileSystemAccess: Sendable {
    /// The kind of the entry at `path`, following a final symbolic link when `followingLinks` is true;
    /// `nil` when nothing is there (or a link dangles).
    func kind(ofItemAt path: String, followingLinks: Bool) -> FileEntryKind?
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [DirectoryEntry]
    func sizeOfFile(at path: String) -> Int?
    func readFile(at path: String) throws(FileSystemError) -> [UInt8]
    /// The file's bytes, or `nil` with its size when it is larger than `limit`. One call so a real file
    /// system can answer with one `open` and `fstat` instead of a `stat` by path and then an `open`.
    func readFile(at path: String, sizeLimit limit: Int) throws(FileSystemError) -> (bytes: [UInt8]?, size: Int)
    /// The file's stamp (following a final symbolic link), or `nil` when unknown: a warm scan then reads and
    /// hashes the file to know whether it changed.
    func stamp(ofFileAt path: String) -> FileStamp?
}

extension FileSystemAccess {
    public func stamp(ofFileAt path: String) -> FileStamp? { nil }

    public func readFile(at path: String, sizeLimit limit: Int) throws(FileSystemError) -> (
        bytes: [UInt8]?, size: Int
    ) {
        if let size = sizeOfFile(at: path), size > limit {
            return (nil, size)
        }
        let bytes = try readFile(at: path)
        return (bytes, bytes.count)
    }
}
