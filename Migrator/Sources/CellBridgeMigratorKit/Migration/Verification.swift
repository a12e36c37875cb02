internal import Foundation

/// `--verify CMD`: runs the app's own build or type-check command after a migration is written, so a
/// change that does not build never stays. The command runs through `/bin/sh -c` in the app's folder,
/// its output captured; a failure's first error lines are what the user sees.
enum Verification {
    enum Outcome: Equatable {
        case passed
        /// How it ended (`exit 65`) and its first error lines.
        case failed(String, [String])
    }

    static func run(_ command: String, in directory: String) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failed("could not start /bin/sh: \(error.localizedDescription)", [])
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason != .exit || process.terminationStatus != 0 else { return .passed }
        let how =
            process.terminationReason == .exit
            ? "exit \(process.terminationStatus)" : "killed by signal \(process.terminationStatus)"
        return .failed(how, firstErrors(in: String(decoding: data, as: UTF8.self)))
    }

    /// Up to ten lines that say `error:` (compilers, xcodebuild), else the last ten lines of the output.
    static func firstErrors(in output: String) -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let errors = lines.filter { $0.contains("error:") || $0.contains("error :") }
        return Array((errors.isEmpty ? Array(lines.suffix(10)) : errors).prefix(10))
    }
}
