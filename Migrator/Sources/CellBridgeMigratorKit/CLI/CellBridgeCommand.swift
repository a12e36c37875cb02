internal import Foundation

/// Runs one `cellbridge` invocation: parses the arguments, executes the command and returns the exit
/// status. Output goes through the two sinks so tests can capture it.
public struct CellBridgeCommand {
    public typealias Sink = (String) -> Void

    private let standardOutput: Sink
    private let standardError: Sink
    private let options: ScanOptions
    private let environment: [String: String]
    private let currentDirectory: String

    /// `environment` (the process's when `nil`) locates the analysis cache; `currentDirectory` (the
    /// process's when `nil`) is what SARIF's relative paths resolve against.
    public init(
        options: ScanOptions = ScanOptions(), environment: [String: String]? = nil, currentDirectory: String? = nil,
        standardOutput: @escaping Sink, standardError: @escaping Sink
    ) {
        self.options = options
        self.environment = environment ?? ProcessInfo.processInfo.environment
        self.currentDirectory = currentDirectory ?? FileManager.default.currentDirectoryPath
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
        case .scan(let path, let format, let output, let useCache):
            return withScan(path, useCache: useCache) { report in
                let text: String
                switch format {
                case .json: text = ScanJSONEncoder.encode(report)
                case .html: text = HTMLReportRenderer.render(report, title: path)
                case .sarif: text = sarif(report.findings, report: report, displayRoot: path)
                default: text = TextReportRenderer.scan(report, displayRoot: path)
                }
                return emit(text, to: output)
            }
        case .plan(let path, let useCache):
            return withScan(path, useCache: useCache) { report in
                standardOutput(TextReportRenderer.plan(report, displayRoot: path))
                return .success
            }
        case .registeredByApp(let path, let useCache):
            return withScan(path, useCache: useCache) { report in
                standardOutput(RegisteredByAppRenderer.render(report, displayRoot: path))
                return .success
            }
        case .lint(let path, let format, let settings):
            return withScan(path, useCache: settings.useCache) { report in
                lint(report, displayRoot: path, format: format, settings: settings)
            }
        case .scaffold(let cell, let path, let write, let useCache):
            return withScan(path, useCache: useCache, forScaffold: true) { report in
                scaffold(cell: cell, report: report, write: write)
            }
        case .adopt(let path, let migration):
            return withScan(path, useCache: migration.useCache) { report in
                migrationCommand(path, migration).adopt(report: report)
            }
        case .migrate(let cell, let path, let migration):
            return withScan(path, useCache: migration.useCache) { report in
                migrationCommand(path, migration).migrateCell(
                    cell, report: report, removeLegacy: migration.removeLegacy, allowTodos: migration.allowTodos)
            }
        case .migrateDataSource(let file, let path, let migration):
            return withScan(path, useCache: migration.useCache) { report in
                migrationCommand(path, migration).migrateDataSource(file, report: report)
            }
        case .report(let path, let output, let useCache):
            return withScan(path, useCache: useCache) { report in
                let status = emit(HTMLReportRenderer.render(report, title: path), to: output)
                if status == .success {
                    standardError("wrote \(output)\n")
                }
                return status
            }
        }
    }

    private func migrationCommand(_ path: String, _ options: MigrationOptions) -> MigrationCommand {
        MigrationCommand(
            standardOutput: standardOutput, standardError: standardError, displayRoot: path, apply: options.apply,
            force: options.force, verify: options.verify, cellBridgePackage: options.cellBridgePackage)
    }

    private func withScan(
        _ path: String, useCache: Bool, forScaffold: Bool = false, _ body: (ScanReport) -> ExitStatus
    ) -> ExitStatus {
        let report: ScanReport
        var scanOptions = options
        scanOptions.needsScaffoldContext = forScaffold
        if !useCache {
            scanOptions.cacheDirectory = nil
        } else if scanOptions.cacheDirectory == nil {
            scanOptions.cacheDirectory = AnalysisCache.defaultDirectory(environment: environment)
        }
        do {
            report = try ProjectScanner(options: scanOptions).scan(path: path)
        } catch {
            standardError("error: \(error.description)\n")
            return .inputProblem
        }
        for problem in report.problems {
            standardError(problem.description + "\n")
        }
        return body(report)
    }

    /// Reports the findings (the new ones only, with a baseline), writes a baseline when asked, and exits
    /// 1 when a reported finding is an error. `--write-baseline` alone exits 0: it records, it does not judge.
    private func lint(
        _ report: ScanReport, displayRoot: String, format: OutputFormat, settings: LintSettings
    ) -> ExitStatus {
        let needsFingerprints = settings.baseline != nil || settings.writeBaseline != nil || format == .sarif
        let fingerprints =
            needsFingerprints
            ? FindingFingerprint.fingerprints(for: report.findings, root: report.root, fileSystem: options.fileSystem)
            : []
        var shown = report
        var shownFingerprints = fingerprints
        var baselined = 0
        if let path = settings.baseline {
            let baseline: LintBaseline
            do {
                baseline = try LintBaseline.read(from: path)
            } catch {
                standardError("error: \(error.description)\n")
                return .inputProblem
            }
            let kept = baseline.newFindingIndices(report.findings, fingerprints: fingerprints)
            shown.findings = kept.map { report.findings[$0] }
            shownFingerprints = kept.map { fingerprints[$0] }
            baselined = report.findings.count - kept.count
        }
        if let path = settings.writeBaseline {
            do {
                try OutputFileWriter.write(LintBaseline.render(report.findings, fingerprints: fingerprints), to: path)
            } catch {
                standardError("error: \(error.description)\n")
                return .inputProblem
            }
            if !settings.quiet {
                standardError(
                    "wrote a baseline of \(TextReportRenderer.plural(report.findings.count, "finding")) to \(path)\n")
            }
            if settings.baseline == nil {
                return .success
            }
        }
        let text: String
        switch format {
        case .json: text = FindingsJSONEncoder.encode(shown)
        case .sarif:
            text = sarif(shown.findings, fingerprints: shownFingerprints, report: shown, displayRoot: displayRoot)
        case .githubActions: text = GitHubActionsReportRenderer.render(shown.findings, displayRoot: displayRoot)
        case .junit: text = JUnitReportRenderer.render(shown.findings, displayRoot: displayRoot)
        case .checkstyle: text = CheckstyleReportRenderer.render(shown.findings, displayRoot: displayRoot)
        default:
            text = TextReportRenderer.lint(
                shown, displayRoot: displayRoot, quiet: settings.quiet,
                baselined: settings.baseline == nil ? nil : baselined)
        }
        let status = emit(text, to: settings.output)
        guard status == .success else { return status }
        return shown.hasErrors ? .lintErrors : .success
    }

    private func sarif(
        _ findings: [Finding], fingerprints: [String]? = nil, report: ScanReport, displayRoot: String
    ) -> String {
        SARIFReportRenderer.render(
            findings,
            fingerprints: fingerprints
                ?? FindingFingerprint.fingerprints(for: findings, root: report.root, fileSystem: options.fileSystem),
            columns: FindingFingerprint.utf16Columns(for: findings, root: report.root, fileSystem: options.fileSystem),
            displayRoot: displayRoot, currentDirectory: currentDirectory)
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
