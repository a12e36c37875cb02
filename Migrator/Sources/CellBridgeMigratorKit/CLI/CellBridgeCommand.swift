/// Runs one `cellbridge` invocation: parses the arguments, executes the command and returns the exit
/// status. Output goes through the two sinks so tests can capture it.
public struct CellBridgeCommand {
    public typealias Sink = (String) -> Void

    private let standardOutput: Sink
    private let standardError: Sink
    private let options: ScanOptions

    public init(options: ScanOptions = ScanOptions(), standardOutput: @escaping Sink, standardError: @escaping Sink) {
        self.options = options
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Runs the arguments that follow the program name.
    public func run(_ arguments: [String]) -> ExitStatus {
        let command: ParsedCommand
        do {
            command = try CommandLineParser.parse(arguments)
        } catch {
            standardError(error.description + "\n")
            return .usageError
        }
        switch command {
        case .help(let topic):
            standardOutput(topic.flatMap(HelpText.command) ?? HelpText.overview)
            return .success
        case .version:
            standardOutput(CellBridgeVersion.description + "\n")
            return .success
        case .scan(let path, let format, let output):
            return withScan(path) { report in
                let text: String
                switch format {
                case .text: text = TextReportRenderer.scan(report, displayRoot: path)
                case .json: text = ScanJSONEncoder.encode(report)
                case .html: text = HTMLReportRenderer.render(report, title: path)
                }
                return emit(text, to: output)
            }
        case .plan(let path):
            return withScan(path) { report in
                standardOutput(TextReportRenderer.plan(report, displayRoot: path))
                return .success
            }
        case .lint(let path, let format):
            return withScan(path) { report in
                standardOutput(
                    format == .json
                        ? FindingsJSONEncoder.encode(report) : TextReportRenderer.lint(report, displayRoot: path))
                return report.hasErrors ? .lintErrors : .success
            }
        case .scaffold(let cell, let path, let write):
            return withScan(path) { report in
                scaffold(cell: cell, report: report, write: write)
            }
        case .report(let path, let output):
            return withScan(path) { report in
                let status = emit(HTMLReportRenderer.render(report, title: path), to: output)
                if status == .success {
                    standardError("wrote \(output)\n")
                }
                return status
            }
        }
    }

    private func withScan(_ path: String, _ body: (ScanReport) -> ExitStatus) -> ExitStatus {
        let report: ScanReport
        do {
            report = try ProjectScanner(options: options).scan(path: path)
        } catch {
            standardError("error: \(error.description)\n")
            return .inputProblem
        }
        for problem in report.problems {
            standardError(problem.description + "\n")
        }
        return body(report)
    }

    private func emit(_ text: String, to output: String?) -> ExitStatus {
        guard let output else {
            standardOutput(text)
            return .success
        }
        do {
            try OutputFileWriter.write(text, to: output)
            return .success
        } catch {
            standardError("error: \(error.description)\n")
            return .inputProblem
        }
    }

    private func scaffold(cell: String, report: ScanReport, write: Bool) -> ExitStatus {
        let file: ScaffoldFile
        do {
            file = try SwiftUIScaffolder.scaffold(cellName: cell, in: report)
        } catch {
            standardError("error: \(error.description)\n")
            return .inputProblem
        }
        guard write else {
            standardOutput(file.contents)
            return .success
        }
        let destination = report.root + "/" + file.relativePath
        do {
            try ScaffoldWriter.createNewFile(at: destination, contents: file.contents)
        } catch {
            standardError("error: \(error.description)\n")
            return .inputProblem
        }
        standardError("created \(file.relativePath)\n")
        return .success
    }
}
