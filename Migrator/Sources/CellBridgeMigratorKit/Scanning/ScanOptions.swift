/// Knobs of a scan, with defaults that suit a real app.
public struct ScanOptions: Sendable {
    /// Files larger than this are skipped with a message: generated or vendored blobs, never cells, and
    /// parsing them would dominate the run.
    public var maxFileSize: Int
    public var fileSystem: any FileSystemAccess
    /// Where the per-file analysis cache lives; `nil` reads and writes no cache (the default for the
    /// library; the command line uses the user's cache folder unless `--no-cache`).
    public var cacheDirectory: String?
    /// Whether the report must carry what `scaffold` needs (XIB layouts, declaration sites). When it need
    /// not, an unchanged tree is answered with the previous scan's report.
    var needsScaffoldContext = true

    public init(
        maxFileSize: Int = 4 * 1024 * 1024, fileSystem: any FileSystemAccess = LocalFileSystem(),
        cacheDirectory: String? = nil
    ) {
        self.maxFileSize = maxFileSize
        self.fileSystem = fileSystem
        self.cacheDirectory = cacheDirectory
    }
}
