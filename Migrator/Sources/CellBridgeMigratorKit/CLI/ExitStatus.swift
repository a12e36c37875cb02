/// The process exit statuses of `cellbridge`, distinct so scripts and CI can tell them apart.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// The command ran (a scan may still have skipped unreadable files; those are listed on stderr).
    case success = 0
    /// `lint` found at least one error-level finding.
    case lintErrors = 1
    /// The command line was wrong: unknown command or option, missing or extra argument.
    case usageError = 2
    /// An input problem stopped the run: the path does not exist or is not a readable folder, the
    /// cell to scaffold is unknown or has no XIB, an output file cannot be written or already exists.
    case inputProblem = 3
    /// `--verify CMD` failed after a migration was written: every file was put back as it was.
    case verificationFailed = 4

    /// One line per status, for help text and the README.
    public var explanation: String {
        switch self {
        case .success: return "success (skipped files, if any, are listed on stderr)"
        case .lintErrors: return "lint found error-level findings"
        case .usageError: return "usage error: unknown command or option, missing or extra argument"
        case .inputProblem:
            return "input problem stopped the run (nothing written): missing or unreadable folder, unknown cell, "
                + "output not writable, a migration refused"
        case .verificationFailed:
            return "--verify: the app's own build failed after the change was written; every file was put back"
        }
    }
}
