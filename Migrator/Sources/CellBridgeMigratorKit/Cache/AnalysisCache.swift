internal import Foundation

/// The per-file cache that makes a warm `lint` cost reading the files, not parsing them: for each file,
/// its content hash and what the scan extracted from it (`FileAnalysis`: Swift facts, Interface Builder
/// cells, build targets, suppression comments, or why it was skipped). Conclusions that need several
/// files (which types are cells, who uses a data source) are not cached: the inventory is rebuilt from
/// the facts on every run, so an edit in one file updates the findings of another.
///
/// One file per scanned root, in the user's cache folder, never in the scanned tree. It is written
/// atomically (temporary file, then rename), and only when something changed. A cache file written by
/// another build, for another root, truncated or otherwise unreadable is ignored, never trusted.
final class AnalysisCache: @unchecked Sendable {
    /// Bump when the facts' meaning changes without their shape changing (their shape is checked by key).
    static let factsFormatVersion = 2
    private static let magic = Array("CELLBRIDGE-ANALYSIS-CACHE\n".utf8)

    /// One cached file: its size and hash, and where its encoded analysis sits in `bytes`.
    private struct Entry {
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
        var size: Int
        var hash: UInt64
        var payload: Payload
    }

    let path: String
    private let root: String
    private let stamp: String
    private let bytes: [UInt8]
    private let entries: [String: Entry]

    /// Loads the cache of `root` from `directory`; an unusable file loads as an empty cache.
    init(directory: String, root: String) {
        self.root = root
        self.path = directory + "/" + ContentHash.hex(ContentHash.hash(root)) + ".cache"
        self.stamp = Self.buildStamp()
        let data = (try? LocalFileSystem().readFile(at: path)) ?? []
        self.bytes = data
        self.entries = (try? Self.parse(data, root: root, stamp: stamp)) ?? [:]
    }

    /// The build that wrote a cache must be this one: the tool's version, the facts' format, the
    /// SwiftSyntax source and the executable's size and modification time, so a rebuilt analyzer never
    /// reads facts an older one extracted.
    private static func buildStamp() -> String {
        var stamp = "\(CellBridgeVersion.current) facts-\(factsFormatVersion) \(CellBridgeVersion.swiftSyntaxSource)"
        if let executable = Bundle.main.executablePath,
            let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        {
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            stamp += " \(executable) \(size) \(modified)"
        }
        return stamp
    }

    private static func parse(_ data: [UInt8], root: String, stamp: String) throws -> [String: Entry] {
        guard data.count > magic.count, Array(data[0..<magic.count]) == magic else { return [:] }
        return try data.withUnsafeBytes { buffer -> [String: Entry] in
            var reader = CompactBinaryReader(bytes: buffer, offset: magic.count)
            guard try reader.string() == stamp, try reader.string() == root else { return [:] }
            let count = Int(try reader.integer())
            guard count >= 0, count <= data.count else { return [:] }
            var entries: [String: Entry] = [:]
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let relativePath = try reader.string()
                let size = Int(try reader.integer())
                let hash = try reader.unsigned()
                let length = Int(try reader.integer())
                guard length >= 0, reader.offset + length <= data.count else {
                    throw CompactBinaryFormat.Malformed(description: "truncated entry")
                }
                entries[relativePath] = Entry(size: size, hash: hash, payload: reader.offset..<(reader.offset + length))
                reader.offset += length
            }
            return entries
        }
    }

    /// The cached analysis of a file with these contents, or `nil` (a miss, or an entry that no longer
    /// decodes). Safe to call from several threads at once.
    func analysis(of relativePath: String, size: Int, hash: UInt64) -> (FileAnalysis, Record)? {
        guard let entry = entries[relativePath], entry.size == size, entry.hash == hash else { return nil }
        let record = Record(relativePath: relativePath, size: size, hash: hash, payload: .loaded(entry.payload))
        // Most files of an app contribute nothing (the prefilter skipped them): stored as no bytes at all.
        guard !entry.payload.isEmpty else { return (FileAnalysis(), record) }
        let decoded = bytes.withUnsafeBytes { buffer in
            try? CompactBinaryDecoder.decode(
                FileAnalysis.self, from: UnsafeRawBufferPointer(rebasing: buffer[entry.payload]))
        }
        guard let analysis = decoded else { return nil }
        return (analysis, record)
    }

    /// A record for a freshly analysed file; `nil` when it cannot be encoded (it is then not cached).
    static func record(_ analysis: FileAnalysis, relativePath: String, size: Int, hash: UInt64) -> Record? {
        if analysis == FileAnalysis() {
            return Record(relativePath: relativePath, size: size, hash: hash, payload: .fresh([]))
        }
        guard let payload = try? CompactBinaryEncoder.encode(analysis) else { return nil }
        return Record(relativePath: relativePath, size: size, hash: hash, payload: .fresh(payload))
    }

    /// Writes the records as the new cache when they differ from what was loaded. Failures are silent:
    /// a cache that cannot be written only makes the next run slower.
    func save(_ records: [Record]) {
        let unchanged =
            records.count == entries.count
            && records.allSatisfy { record in
                entries[record.relativePath].map { $0.size == record.size && $0.hash == record.hash } ?? false
            }
        guard !unchanged else { return }
        let writer = CompactBinaryWriter()
        writer.bytes = Self.magic
        writer.appendString(stamp)
        writer.appendString(root)
        writer.appendInteger(Int64(records.count))
        for record in records {
            writer.appendString(record.relativePath)
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
