internal import Foundation

/// Writes `--output` files (reports, JSON) atomically: a reader never sees half a report, and a
/// failed run leaves any previous report intact.
public enum OutputFileWriter {
    /// The output path cannot be written; any previous file there is untouched.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    public static func write(_ contents: String, to path: String) throws(Failure) {
        do {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Failure(description: "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
