import Foundation

/// Runs a program to completion, its standard output and error captured together: what tests that
/// drive `swiftc`, `swift package`, `make` or `python3` need.
struct ProcessRun {
    var status: Int32
    var output: String

    /// `environment` entries replace (or, when `nil`, remove) the test process's variables.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String?] = [:]
    ) throws -> ProcessRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        for (key, value) in environment {
            variables[key] = value
        }
        process.environment = variables
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return ProcessRun(status: process.terminationStatus, output: output)
    }
}
