/// A command line after parsing: what to run, with validated arguments. `useCache` is false with
/// `--no-cache`.
public enum ParsedCommand: Sendable, Equatable {
    case scan(path: String, format: OutputFormat, output: String?, useCache: Bool = true)
    case plan(path: String, useCache: Bool = true)
    /// `registered-by-app PATH`: the identifiers each screen's bridge needs in `registeredByApp:`.
    case registeredByApp(path: String, useCache: Bool = true)
    case lint(path: String, format: OutputFormat, settings: LintSettings = LintSettings())
    case scaffold(cell: String, path: String, write: Bool, useCache: Bool = true)
    case report(path: String, output: String, useCache: Bool = true)
    /// `adopt PATH`: connects the app's own cell and view-model protocols to CellBridge's, additively.
    case adopt(path: String, options: MigrationOptions)
    /// `migrate CELL PATH`: a dry run (a diff) unless `apply`; `force` skips the uncommitted-changes check.
    case migrate(cell: String, path: String, options: MigrationOptions)
    /// `migrate-data-source FILE PATH`.
    case migrateDataSource(file: String, path: String, options: MigrationOptions)
    /// `cellbridge --help`, `cellbridge help`, `cellbridge help scan`, `cellbridge scan --help`.
    case help(topic: String?)
    case version
}
