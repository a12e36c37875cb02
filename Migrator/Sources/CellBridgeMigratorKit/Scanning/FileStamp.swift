/// What `stat` says about a file without reading it: enough to tell that it has not changed since a
/// previous scan read it, the way `git status` and build systems tell (size, modification and status-change
/// times, inode). The status-change time moves on every write and on every change of the other fields, so a
/// tool that restores a modification time (`touch -r`, `rsync -t`) still changes the stamp.
public struct FileStamp: Sendable, Hashable {
    public var size: Int
    /// Nanoseconds since 1970.
    public var modified: Int64
    /// Nanoseconds since 1970.
    public var statusChanged: Int64
    public var inode: UInt64
    public var device: UInt64

    public init(size: Int, modified: Int64, statusChanged: Int64, inode: UInt64, device: UInt64) {
        self.size = size
        self.modified = modified
        self.statusChanged = statusChanged
        self.inode = inode
        self.device = device
    }

    /// Whether a file with this stamp was last written before `instant` (nanoseconds since 1970) by more
    /// than file systems' timestamp granularity. A file written in the same tick as a scan read it may change
    /// again without its stamp changing (git calls it "racily clean"): only older stamps are trusted. The
    /// margin is two seconds, FAT's granularity (an SD card, a USB stick), not APFS's nanoseconds.
    func predates(_ instant: Int64) -> Bool {
        let (limit, overflow) = instant.subtractingReportingOverflow(2_000_000_000)
        return !overflow && modified < limit && statusChanged < limit
    }
}
