/// A command line after parsing: what to run, with validated arguments.
public enum ParsedCommand: Sendable, Equatable {
    case scan(path: String, format: OutputFormat, output: String?)
    case plan(path: String)
    case lint(path: String, format: OutputFormat)
    case scaffold(cell: String, path: String, write: Bool)
    case report(path: String, output: String)
    /// `cellbridge --help`, `cellbridge help`, `cellbridge help scan`, `cellbridge scan --help`.
    case help(topic: String?)
    case version
}
