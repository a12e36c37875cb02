#if canImport(UIKit)
    import UIKit

    /// One launch mode of the self-check: a self-contained run on fresh screens that prints a fixed
    /// number of check lines. `-CellBridgeSelfCheckScenario <id>` runs it alone, in its own process,
    /// so a crash in one scenario hides nothing of the others.
    ///
    /// To add one: write a type conforming to this protocol in a file of its own, and add one line
    /// to ``SelfCheckScenarios/all``.
    @MainActor
    protocol SelfCheckScenario {
        /// The launch mode's name, also the prefix of every line it prints (`collection-list-automatic`).
        var id: String { get }
        /// How many check lines (`PASS`, `FAIL` or `SKIP`) a run prints, whatever it finds: a run that
        /// prints another number fails the result line, so a check that was never reached cannot
        /// pass unseen.
        var checkCount: Int { get }
        /// Pushes its screens onto `context.navigation`, drives them, reports every check into
        /// `context.report`, and leaves the navigation controller as it found it.
        func run(_ context: SelfCheckContext) async
    }

    /// What a scenario runs in: the window's navigation controller and the report its lines go to.
    @MainActor
    struct SelfCheckContext {
        let navigation: UINavigationController
        let report: SelfCheckReport
    }
#endif
