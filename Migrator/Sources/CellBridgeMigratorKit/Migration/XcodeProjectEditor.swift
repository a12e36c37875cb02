/// Adds a Swift file to an Xcode project, and removes files from it, by editing `project.pbxproj` as
/// text: the new file reference, its build file, its place in the group of its folder and in the Sources
/// phase of every target that compiles its neighbour. Every other byte of the file stays as Xcode wrote
/// it, and the result is parsed again and checked before it is used.
struct XcodeProjectEditor {
    struct Failure: Error, Sendable, CustomStringConvertible {
        var description: String
    }

    /// The `.pbxproj`'s path relative to the scanned root.
    let projectFile: String
    private(set) var text: String

    struct Model {
        var objects: [String: PropertyListValue]
        var project: PropertyListValue
        /// Object id → path relative to the scanned root (file references and groups).
        var paths: [String: String]
    }

    init(text: String, projectFile: String) throws(Failure) {
        self.text = text
        self.projectFile = projectFile
        guard model() != nil else {
            throw Failure(description: "\(projectFile) cannot be parsed as an Xcode project; nothing was written")
        }
    }

    func model() -> Model? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer -> Model? in
            guard let root = PropertyListParser.parse(UnsafeBufferPointer(buffer)),
                let objects = root["objects"]?.dictionary, let projectID = root["rootObject"]?.string,
                let project = objects[projectID]
            else { return nil }
            var directory = RelativePath.directory(of: RelativePath.directory(of: projectFile))
            if let dirPath = project["projectDirPath"]?.string, !dirPath.isEmpty {
                guard let joined = RelativePath.join(directory, dirPath) else { return nil }
                directory = joined
            }
            var paths: [String: String] = [:]
            if let mainGroup = project["mainGroup"]?.string {
                XcodeProjectTargets.resolvePaths(
                    of: mainGroup, parentPath: directory, projectDirectory: directory, objects: objects,
                    into: &paths, depth: 0)
            }
            return Model(objects: objects, project: project, paths: paths)
        }
    }

    func sourcePhases(compiling file: String, in model: Model) -> [(phase: String, target: String)] {
        let references = Set(model.paths.filter { $0.value == file }.map(\.key))
        var result: [(String, String)] = []
        for targetID in model.project["targets"]?.array.compactMap(\.string) ?? [] {
            guard let target = model.objects[targetID] else { continue }
            for phaseID in target["buildPhases"]?.array.compactMap(\.string) ?? [] {
                guard let phase = model.objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase" else {
                    continue
                }
                let compiles = phase["files"]?.array.compactMap(\.string).contains {
                    model.objects[$0]?["fileRef"]?.string.map(references.contains) ?? false
                }
                if compiles ?? false { result.append((phaseID, target["name"]?.string ?? targetID)) }
            }
        }
        return result
    }

    /// Removes every reference to `file`: its build files (from every phase), its file reference and its
    /// place in groups. False when the project does not list it.
    mutating func removeFile(_ file: String) throws(Failure) -> Bool {
        guard let model = model() else { throw Failure(description: "\(projectFile) cannot be parsed") }
        let references = model.paths.filter {
            $0.value == file && model.objects[$0.key]?["isa"]?.string == "PBXFileReference"
        }.map(\.key)
        guard !references.isEmpty else { return false }
        let buildFiles = model.objects.filter { _, object in
            object["isa"]?.string == "PBXBuildFile" && (object["fileRef"]?.string.map(references.contains) ?? false)
        }.map(\.key)
        for id in buildFiles + references {
            removeListEntries(of: id)
            try removeObject(id)
        }
        guard self.model() != nil, !(buildFiles + references).contains(where: text.contains) else {
            throw Failure(
                description: "\(projectFile) refers to \(file) in a way this tool cannot remove; remove it in Xcode")
        }
        return true
    }

    // MARK: Text edits

    static func quoted(_ value: String) -> String {
        let plain = value.allSatisfy { $0.isLetter || $0.isNumber || "_$/:.-".contains($0) } && !value.isEmpty
        return plain ? value : "\"" + value.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A 24-digit hexadecimal object id derived from `seed`, unused in the file: the same edit gets the
    /// same ids on every run, so a dry run shows exactly what `--apply` writes.
    func newIdentifier(for seed: String) -> String {
        var salt = 0
        while true {
            var first: UInt64 = 0xcbf2_9ce4_8422_2325
            var second: UInt64 = 0x8422_2325_cbf2_9ce4
            for byte in (seed + "#\(salt)").utf8 {
                first = (first ^ UInt64(byte)) &* 0x0100_0000_01b3
                second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 &+ 7
            }
            let hex = String(first, radix: 16, uppercase: true) + String(second, radix: 16, uppercase: true)
            let id = String(String(repeating: "0", count: 32) + hex).suffix(24)
            if !text.contains(id) { return String(id) }
            salt += 1
        }
    }

    var bytes: [UInt8] { Array(text.utf8) }

    /// The byte range of `{ … }` that starts at `open`, skipping quoted strings and comments.
    static func balanced(_ bytes: [UInt8], from open: Int, opening: UInt8, closing: UInt8) -> Int? {
        var depth = 0
        var index = open
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index += 1
            } else if byte == opening {
                depth += 1
            } else if byte == closing {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    static func find(_ needle: String, in bytes: [UInt8], from start: Int = 0, before end: Int? = nil) -> Int? {
        let pattern = Array(needle.utf8)
        let limit = (end ?? bytes.count) - pattern.count
        guard !pattern.isEmpty, start <= limit else { return nil }
        var index = start
        while index <= limit {
            if bytes[index] == pattern[0], Array(bytes[index..<index + pattern.count]) == pattern { return index }
            index += 1
        }
        return nil
    }

    /// Where the definition `ID … = {` of an object starts (at its id) and where its `};` ends.
    func definition(of id: String) -> Range<Int>? {
        let bytes = self.bytes
        var search = 0
        while let start = Self.find(id, in: bytes, from: search) {
            search = start + id.count
            var index = start + id.count
            // `ID /* comment */ = {`: skip the comment and spaces, expect `=` then `{`.
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            if let comment = Self.find("/*", in: bytes, from: index, before: index + 2) {
                guard let close = Self.find("*/", in: bytes, from: comment) else { return nil }
                index = close + 2
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{"),
                let close = Self.balanced(bytes, from: index, opening: UInt8(ascii: "{"), closing: UInt8(ascii: "}")),
                close + 1 < bytes.count, bytes[close + 1] == UInt8(ascii: ";")
            else { continue }
            return start..<close + 2
        }
        return nil
    }

    mutating func replace(_ range: Range<Int>, with replacement: String) {
        text = TextEdit.apply([TextEdit(range: range, replacement: replacement)], to: text)
    }

    func lineStart(before offset: Int) -> Int {
        let bytes = self.bytes
        var index = offset
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    /// Inserts an object definition at the end of its `/* Begin isa section */`, or a new section at the
    /// end of `objects`.
    mutating func insertObject(_ definition: String, isa: String) throws(Failure) {
        let bytes = self.bytes
        if let end = Self.find("/* End \(isa) section */", in: bytes) {
            replace(lineStart(before: end)..<lineStart(before: end), with: "\t\t" + definition + "\n")
            return
        }
        guard let objects = Self.find("objects = {", in: bytes),
            let close = Self.balanced(
                bytes, from: objects + "objects = ".count, opening: UInt8(ascii: "{"), closing: UInt8(ascii: "}"))
        else { throw Failure(description: "\(projectFile) has no objects dictionary; nothing was written") }
        let start = lineStart(before: close)
        replace(
            start..<start,
            with: "\n/* Begin \(isa) section */\n\t\t\(definition)\n/* End \(isa) section */\n")
    }

    /// Adds `entry,` at the end of the list `key = ( … );` of object `id`.
    mutating func insertListEntry(_ entry: String, into key: String, ofObject id: String) throws(Failure) {
        guard let object = definition(of: id) else {
            throw Failure(description: "\(projectFile): object \(id) not found; nothing was written")
        }
        let bytes = self.bytes
        guard let keyStart = Self.find(key + " = (", in: bytes, from: object.lowerBound, before: object.upperBound),
            let close = Self.balanced(
                bytes, from: keyStart + key.count + 3, opening: UInt8(ascii: "("), closing: UInt8(ascii: ")"))
        else {
            throw Failure(description: "\(projectFile): \(id) has no \(key) list; nothing was written")
        }
        let closeLine = lineStart(before: close)
        let onItsOwnLine = bytes[closeLine..<close].allSatisfy { $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: " ") }
        if onItsOwnLine {
            let keyIndent = String(decoding: bytes[lineStart(before: keyStart)..<keyStart], as: UTF8.self)
            replace(closeLine..<closeLine, with: keyIndent + "\t" + entry + ",\n")
        } else {
            replace(close..<close, with: entry + ", ")
        }
    }

    /// Removes every `ID /* … */,` list entry of `id` (one per line, as Xcode writes lists).
    private mutating func removeListEntries(of id: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeAll { line in
            let trimmed = line.drop { $0 == "\t" || $0 == " " }
            guard trimmed.hasPrefix(id), trimmed.hasSuffix(",") else { return false }
            let rest = trimmed.dropFirst(id.count)
            return rest == "," || (rest.hasPrefix(" /*") && rest.hasSuffix("*/,"))
        }
        text = lines.joined(separator: "\n")
    }

    private mutating func removeObject(_ id: String) throws(Failure) {
        guard let range = definition(of: id) else { return }
        let start = lineStart(before: range.lowerBound)
        var end = range.upperBound
        let bytes = self.bytes
        if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
        replace(start..<end, with: "")
    }
}
