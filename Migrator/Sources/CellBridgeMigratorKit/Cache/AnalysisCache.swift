internal import Foundation

/// The per-file cache that makes a warm `lint` cost a `stat` per file, not a parse: for each file, its stamp
/// (`FileStamp`), its content hash and what the scan extracted from it (`FileAnalysis`: Swift facts, Interface Builder
/// cells, build targets, suppression comments, or why it was skipped). Conclusions that need several
/// files (which types are cells, who uses a data source) are not cached: the inventory is rebuilt from
/// the facts on every run, so an edit in one file updates the findings of another.
///
/// A file whose stamp is the cached one, and older than the scan that cached it by more than a timestamp
/// tick, is not read at all (what `git status` and build systems trust). Any other file is read and hashed;
/// the same size and hash is still a hit. When every file is unchanged by its stamp, and the configuration
/// and walk are those of the scan that wrote the cache, that scan's report is the answer: the inventory
/// would be rebuilt from the very same facts (what `make` and ninja call nothing to do).
///
/// One file per scanned root, in the user's cache folder, never in the scanned tree. It is written
/// atomically (temporary file, then rename), and only when something changed. A cache file written by
/// another build, for another root, truncated or otherwise unreadable is ignored, never trusted.
final class AnalysisCache: @unchecked Sendable {
    /// Bump when the facts' meaning changes without their shape changing (their shape is checked by key).
    static let factsFormatVersion = 5
    private static let magic = Array("CELLBRIDGE-ANALYSIS-CACHE 2\n".utf8)

    /// One cached file: its stamp when it was read, its size and hash, and where its encoded analysis sits
    /// in `bytes`.
    private struct Entry {
        var stamp: FileStamp?
        var size: Int
        var hash: UInt64
        var payload: Range<Int>
    }

    /// What one file contributes to the next cache: its key and its encoded analysis, fresh or (for a
    /// hit) where it sits in the loaded cache, copied only if the cache is written again.
    struct Record: Sendable {
        enum Payload: Sendable {
            case fresh([UInt8])
            case loaded(Range<Int>)
        }

        var relativePath: String
        var stamp: FileStamp?
        var size: Int
        var hash: UInt64
        var payload: Payload
    }

    let path: String
    private let root: String
    private let stamp: String
    private let bytes: [UInt8]
    private let entries: [String: Entry]
    /// When the scan that wrote the cache started (nanoseconds since 1970): stamps older than that are
    /// trusted.
    private let trustedBefore: Int64
    /// When this scan started: what the next cache trusts.
    private let started: Int64
    /// The report of the scan that wrote the cache, with the key of what else it depended on. Decoded as
    /// the cache loads, while the tree is walked: an unchanged tree then costs the walk and a `stat` per file.
    private let report: (key: UInt64, report: ScanReport)?

    /// Loads the cache of `root` from `directory`; an unusable file loads as an empty cache.
    init(directory: String, root: String) {
        self.root = root
        self.path = directory + "/" + ContentHash.hex(ContentHash.hash(root)) + ".cache"
        self.stamp = Self.buildStamp()
        self.started = Int64(Date().timeIntervalSince1970 * 1_000_000_000)
        let data = (try? LocalFileSystem().readFile(at: path)) ?? []
        self.bytes = data
        let parsed = try? Self.parse(data, root: root, stamp: stamp)
        self.entries = parsed?.entries ?? [:]
        self.trustedBefore = parsed?.trustedBefore ?? 0
        self.report = parsed?.report.flatMap { key, payload in
            data.withUnsafeBytes { buffer in
                (try? CompactBinaryDecoder.decode(
                    ScanReport.self, from: UnsafeRawBufferPointer(rebasing: buffer[payload]))).map { (key, $0) }
            }
        }
    }

    private struct Contents {
        var entries: [String: Entry]
        var trustedBefore: Int64
        var report: (key: UInt64, payload: Range<Int>)?
    }

    /// The build that wrote a cache must be this one: the tool's version, the facts' format, the
    /// SwiftSyntax source and the executable's size and modification time, so a rebuilt analyzer never
    /// reads facts an older one extracted.
    private static func buildStamp() -> String {
        var stamp = "\(CellBridgeVersion.current) facts-\(factsFormatVersion) \(CellBridgeVersion.swiftSyntaxSource)"
        // The binary itself, not a link to it (`/usr/local/bin/cellbridge` → the Cellar): a rebuilt analyzer
        // behind an unchanged link must not read the old one's facts.
        if let path = Bundle.main.executablePath,
            case let executable = URL(fileURLWithPath: path).resolvingSymlinksInPath().path,
            let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        {
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            stamp += " \(executable) \(size) \(modified)"
        }
        return stamp
    }

    private static func parse(_ data: [UInt8], root: String, stamp: String) throws -> Contents? {
        guard data.count > magic.count, Array(data[0..<magic.count]) == magic else { return nil }
        return try data.withUnsafeBytes { buffer -> Contents? in
            var reader = CompactBinaryReader(bytes: buffer, offset: magic.count)
            guard try reader.string() == stamp, try reader.string() == root else { return nil }
            let trustedBefore = try reader.integer()
            guard trustedBefore >= 0 else { return nil }
            let count = Int(try reader.integer())
            guard count >= 0, count <= data.count else { return nil }
            var entries: [String: Entry] = [:]
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let relativePath = try reader.string()
                var fileStamp: FileStamp?
                if try reader.bool() {
                    fileStamp = FileStamp(
                        size: Int(try reader.integer()), modified: try reader.integer(),
                        statusChanged: try reader.integer(), inode: try reader.unsigned(),
                        device: try reader.unsigned())
                }
                let size = Int(try reader.integer())
                let hash = try reader.unsigned()
                let length = Int(try reader.integer())
                guard length >= 0, length <= data.count - reader.offset else {
                    throw CompactBinaryFormat.Malformed(description: "truncated entry")
                }
                entries[relativePath] = Entry(
                    stamp: fileStamp, size: size, hash: hash, payload: reader.offset..<(reader.offset + length))
                reader.offset += length
            }
            var report: (key: UInt64, payload: Range<Int>)?
            if try reader.bool() {
                let key = try reader.unsigned()
                let length = Int(try reader.integer())
                guard length >= 0, length <= data.count - reader.offset else {
                    throw CompactBinaryFormat.Malformed(description: "truncated report")
                }
                report = (key, reader.offset..<(reader.offset + length))
            }
            return Contents(entries: entries, trustedBefore: trustedBefore, report: report)
        }
    }

    /// The report of the scan that wrote the cache, when `files` (every file of this scan, by relative
    /// path, each once) are the cached files exactly, each unchanged by its stamp (`stamps`, in the same
    /// order), and `key` says the rest of the scan's input (configuration, walk) is the same; `nil` otherwise.
    func unchangedReport(files: [String], stamps: [FileStamp?], key: UInt64) -> ScanReport? {
        guard let report, report.key == key, files.count == entries.count, stamps.count == files.count else {
            return nil
        }
        for (relativePath, stamp) in zip(files, stamps) {
            guard let stamp, let entry = entries[relativePath], entry.stamp == stamp, stamp.predates(trustedBefore)
            else { return nil }
        }
        return report.report
    }

    /// The cached analysis of a file whose stamp is the cached one and old enough to trust, without reading
    /// it; `nil` otherwise. Safe to call from several threads at once.
    func analysis(of relativePath: String, stamp: FileStamp) -> (FileAnalysis, Record)? {
        guard let entry = entries[relativePath], entry.stamp == stamp, stamp.predates(trustedBefore) else {
            return nil
        }
        return decode(entry, relativePath: relativePath, stamp: stamp)
    }

    /// The cached analysis of a file with these contents, or `nil` (a miss, or an entry that no longer
    /// decodes). Safe to call from several threads at once.
    func analysis(of relativePath: String, stamp: FileStamp?, size: Int, hash: UInt64) -> (FileAnalysis, Record)? {
        guard let entry = entries[relativePath], entry.size == size, entry.hash == hash else { return nil }
        return decode(entry, relativePath: relativePath, stamp: stamp)
    }

    private func decode(_ entry: Entry, relativePath: String, stamp: FileStamp?) -> (FileAnalysis, Record)? {
        let record = Record(
            relativePath: relativePath, stamp: stamp, size: entry.size, hash: entry.hash,
            payload: .loaded(entry.payload))
        // A file that contributes nothing to the scan is stored as no bytes at all.
        guard !entry.payload.isEmpty else { return (FileAnalysis(), record) }
        let decoded = bytes.withUnsafeBytes { buffer in
            try? CompactBinaryDecoder.decode(
                FileAnalysis.self, from: UnsafeRawBufferPointer(rebasing: buffer[entry.payload]))
        }
        guard let analysis = decoded else { return nil }
        return (analysis, record)
    }

    /// A record for a freshly analysed file; `nil` when it cannot be encoded (it is then not cached).
    static func record(
        _ analysis: FileAnalysis, relativePath: String, stamp: FileStamp?, size: Int, hash: UInt64
    ) -> Record? {
        if analysis == FileAnalysis() {
            return Record(relativePath: relativePath, stamp: stamp, size: size, hash: hash, payload: .fresh([]))
        }
        guard let payload = try? CompactBinaryEncoder.encode(analysis) else { return nil }
        return Record(relativePath: relativePath, stamp: stamp, size: size, hash: hash, payload: .fresh(payload))
    }

    /// Writes the records and the report (made from them, under `reportKey`) as the new cache when they
    /// differ from what was loaded, or when files this cache could not trust by their stamp (written just
    /// before it) have become old enough to. Failures are silent: a cache that cannot be written only makes
    /// the next run slower.
    func save(_ records: [Record], report scanReport: ScanReport?, reportKey: UInt64) {
        let sameReport = scanReport == nil ? report == nil : report?.key == reportKey
        let unchanged =
            sameReport && records.count == entries.count
            && records.allSatisfy { record in
                guard let entry = entries[record.relativePath],
                    entry.size == record.size, entry.hash == record.hash, entry.stamp == record.stamp
                else { return false }
                let nowTrusted = record.stamp.map { !$0.predates(trustedBefore) && $0.predates(started) } ?? false
                return !nowTrusted
            }
        guard !unchanged else { return }
        let writer = CompactBinaryWriter()
        writer.bytes = Self.magic
        writer.appendString(stamp)
        writer.appendString(root)
        writer.appendInteger(started)
        writer.appendInteger(Int64(records.count))
        for record in records {
            writer.appendString(record.relativePath)
            if let fileStamp = record.stamp {
                writer.append(.true)
                writer.appendInteger(Int64(fileStamp.size))
                writer.appendInteger(fileStamp.modified)
                writer.appendInteger(fileStamp.statusChanged)
                writer.appendUnsigned(fileStamp.inode)
                writer.appendUnsigned(fileStamp.device)
            } else {
                writer.append(.false)
            }
            writer.appendInteger(Int64(record.size))
            writer.appendUnsigned(record.hash)
            switch record.payload {
            case .fresh(let payload):
                writer.appendInteger(Int64(payload.count))
                writer.bytes += payload
            case .loaded(let range):
                writer.appendInteger(Int64(range.count))
                writer.bytes += bytes[range]
            }
        }
        if let scanReport, let encoded = try? CompactBinaryEncoder.encode(scanReport) {
            writer.append(.true)
            writer.appendUnsigned(reportKey)
            writer.appendInteger(Int64(encoded.count))
            writer.bytes += encoded
        } else {
            writer.append(.false)
        }
        let directory = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? Data(writer.bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// `CELLBRIDGE_CACHE_DIR` (tests, CI), else `$XDG_CACHE_HOME/cellbridge`, else
    /// `~/Library/Caches/cellbridge` on macOS and `~/.cache/cellbridge` elsewhere; `nil` without a home.
    static func defaultDirectory(environment: [String: String]) -> String? {
        if let explicit = environment["CELLBRIDGE_CACHE_DIR"], !explicit.isEmpty {
            return explicit
        }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return xdg + "/cellbridge"
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if os(macOS)
            return home + "/Library/Caches/cellbridge"
        #else
            return home + "/.cache/cellbridge"
        #endif
    }
}
