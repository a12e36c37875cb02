/// The hand-written argument parser of `cellbridge` (no package can be downloaded here, and the
/// grammar is small): `COMMAND [OPTIONS] ARGUMENTS`, options as `--name value` or `--name=value`,
/// `--` ends options.
public enum CommandLineParser {
    /// The options each command accepts, with whether they take a value.
    static let options: [String: [String: Bool]] = [
        "scan": ["--format": true, "--output": true, "--no-cache": false],
        "plan": ["--no-cache": false],
        "lint": [
            "--format": true, "--output": true, "--quiet": false, "--baseline": true, "--write-baseline": true,
            "--no-cache": false,
        ],
        "scaffold": ["--write": false, "--no-cache": false],
        "report": ["--output": true, "--no-cache": false],
        "adopt": [
            "--apply": false, "--force": false, "--verify": true, "--cellbridge-package": true, "--no-cache": false,
        ],
        "migrate": [
            "--apply": false, "--force": false, "--remove-legacy": false, "--allow-todos": false, "--verify": true,
            "--cellbridge-package": true, "--no-cache": false,
        ],
        "migrate-data-source": [
            "--apply": false, "--force": false, "--verify": true, "--cellbridge-package": true, "--no-cache": false,
        ],
        "registered-by-app": ["--no-cache": false],
    ]
    static let positionalNames: [String: [String]] = [
        "scan": ["PATH"], "plan": ["PATH"], "lint": ["PATH"], "scaffold": ["CELL", "PATH"], "report": ["PATH"],
        "adopt": ["PATH"], "migrate": ["CELL", "PATH"], "migrate-data-source": ["FILE", "PATH"],
        "registered-by-app": ["PATH"],
    ]

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
        guard let first = arguments.first else {
            return .help(topic: nil)
        }
        switch first {
        case "--help", "-h":
            return .help(topic: nil)
        case "--version":
            return .version
        case "help":
            guard arguments.count <= 2 else {
                throw UsageError("'help' takes at most one command name")
            }
            if arguments.count == 2 {
                let topic = arguments[1]
                guard options[topic] != nil else {
                    throw UsageError("unknown command '\(topic)'\(suggestion(for: topic, among: Array(options.keys)))")
                }
                return .help(topic: topic)
            }
            return .help(topic: nil)
        default:
            break
        }
        guard let accepted = options[first], let expected = positionalNames[first] else {
            if first.hasPrefix("-") {
                throw UsageError(
                    "unknown option '\(first)'; options follow a command, e.g. 'cellbridge scan --format json .'")
            }
            throw UsageError("unknown command '\(first)'\(suggestion(for: first, among: Array(options.keys)))")
        }
        var values: [String: String] = [:]
        var positionals: [String] = []
        var index = 1
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                return .help(topic: first)
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let takesValue = accepted[name] else {
                throw UsageError(
                    "unknown option '\(name)' for '\(first)'\(suggestion(for: name, among: Array(accepted.keys)))",
                    command: first)
            }
            if takesValue {
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < arguments.count {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option '\(name)' needs a value", command: first)
                }
            } else {
                guard inlineValue == nil else {
                    throw UsageError("option '\(name)' takes no value", command: first)
                }
                values[name] = ""
            }
        }
        guard positionals.count >= expected.count else {
            let missing = expected[positionals.count...].joined(separator: " ")
            throw UsageError("'\(first)' needs \(missing)", command: first)
        }
        guard positionals.count == expected.count else {
            throw UsageError("unexpected argument '\(positionals[expected.count])' for '\(first)'", command: first)
        }
        return try command(first, positionals: positionals, values: values)
    }

    private static func command(
        _ name: String, positionals: [String], values: [String: String]
    ) throws(UsageError) -> ParsedCommand {
        let useCache = values["--no-cache"] == nil
        switch name {
        case "scan":
            let format = try format(values["--format"], allowed: [.text, .json, .html, .sarif], command: name)
            return .scan(path: positionals[0], format: format, output: values["--output"], useCache: useCache)
        case "plan":
            return .plan(path: positionals[0], useCache: useCache)
        case "registered-by-app":
            return .registeredByApp(path: positionals[0], useCache: useCache)
        case "lint":
            let format = try format(
                values["--format"], allowed: [.xcode, .text, .json, .sarif, .githubActions, .junit, .checkstyle],
                command: name)
            for option in ["--baseline", "--write-baseline", "--output"] where values[option]?.isEmpty == true {
                throw UsageError("option '\(option)' needs a file name", command: name)
            }
            let settings = LintSettings(
                quiet: values["--quiet"] != nil, baseline: values["--baseline"],
                writeBaseline: values["--write-baseline"], output: values["--output"], useCache: useCache)
            return .lint(path: positionals[0], format: format, settings: settings)
        case "adopt", "migrate", "migrate-data-source":
            if let verify = values["--verify"], verify.allSatisfy(\.isWhitespace) {
                throw UsageError(
                    "option '--verify' needs a command (for example --verify 'xcodebuild build')", command: name)
            }
            let options = MigrationOptions(
                apply: values["--apply"] != nil, force: values["--force"] != nil,
                removeLegacy: values["--remove-legacy"] != nil, allowTodos: values["--allow-todos"] != nil,
                useCache: useCache, verify: values["--verify"],
                cellBridgePackage: values["--cellbridge-package"])
            if name == "adopt" {
                return .adopt(path: positionals[0], options: options)
            }
            if name == "migrate" {
                return .migrate(cell: positionals[0], path: positionals[1], options: options)
            }
            return .migrateDataSource(file: positionals[0], path: positionals[1], options: options)
        case "scaffold":
            return .scaffold(
                cell: positionals[0], path: positionals[1], write: values["--write"] != nil, useCache: useCache)
        default:
            guard let output = values["--output"], !output.isEmpty else {
                throw UsageError("'report' needs --output FILE (for example --output report.html)", command: name)
            }
            return .report(path: positionals[0], output: output, useCache: useCache)
        }
    }

    private static func format(
        _ value: String?, allowed: [OutputFormat], command: String
    ) throws(UsageError) -> OutputFormat {
        guard let value else { return .text }
        guard let format = OutputFormat(rawValue: value), allowed.contains(format) else {
            let names = allowed.map(\.rawValue).joined(separator: ", ")
            throw UsageError("unknown format '\(value)' for '\(command)'; use one of: \(names)", command: command)
        }
        return format
    }

    /// "; did you mean 'scan'?" for a near miss (edit distance at most 2), else "".
    static func suggestion(for input: String, among candidates: [String]) -> String {
        let scored = candidates.map { ($0, editDistance(input, $0)) }.filter { $0.1 <= 2 }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }) else { return "" }
        return "; did you mean '\(best.0)'?"
    }

    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        for (i, leftCharacter) in left.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: right.count)
            for (j, rightCharacter) in right.enumerated() {
                current[j + 1] = min(
                    previous[j + 1] + 1, current[j] + 1, previous[j] + (leftCharacter == rightCharacter ? 0 : 1))
            }
            previous = current
        }
        return previous[right.count]
    }
}
