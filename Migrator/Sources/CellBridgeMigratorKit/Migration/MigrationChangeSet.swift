/// Everything one `migrate` or `migrate-data-source` run would do: the file edits, one line per change
/// made (`done`) and one per thing left for a person, with its place and reason (`manualSteps`).
///
/// Nothing here touches the disk: the command prints it as a diff, or hands it to `ChangeSetWriter`.
struct MigrationChangeSet: Sendable {
    var edits: [FileEdit] = []
    var done: [String] = []
    var manualSteps: [String] = []
    /// Warnings the summary prints first (a high-risk cell, a project kind that gets no entries).
    var warnings: [String] = []
    /// What must be done by hand first: the summary lists it, and `--apply` writes nothing until it is done.
    var blockers: [String] = []
}
