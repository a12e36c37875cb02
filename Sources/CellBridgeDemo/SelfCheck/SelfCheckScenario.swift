#if canImport(UIKit)
    import UIKit

    /// One launch mode of the self-check: a self-contained run on fresh screens that reports each of
    /// its checks exactly once. `-CellBridgeSelfCheckScenario <id>` runs it alone, in its own process,
    /// so a crash in one scenario hides nothing of the others.
    ///
    /// To add one: write a type conforming to this protocol in a file of its own, add one line to
    /// ``SelfCheckScenarios/all``, and one line per check to `scripts/selfcheck/manifest.txt`, which
    /// `scripts/check-selfcheck-manifest` compares with this code on Linux.
    @MainActor
    protocol SelfCheckScenario {
        /// The checks a run reports, in this order: `PASS`, `FAIL` or `SKIP`, each exactly once,
        /// whatever it finds, so a check that was never reached cannot pass unseen.
        associatedtype Check: SelfCheckName
        /// The launch mode's name, also the first half of every check's id
        /// (`collection-list-automatic/released`).
        var id: String { get }
        /// Pushes its screens onto `context.navigation`, drives them, reports every check into
        /// `context.report`, and leaves the navigation controller as it found it.
        func run(_ context: SelfCheckContext) async
    }

    extension SelfCheckScenario {
        /// The ids of the checks a run reports, in order: the second half of each check's id.
        var checks: [String] { Check.allCases.map(\.rawValue) }
    }

    /// The checks of one scenario type: one `case name = "id"` per line, the id as the manifest
    /// (`scripts/selfcheck/manifest.txt`) and the check's result line spell it.
    protocol SelfCheckName: CaseIterable, RawRepresentable where RawValue == String {}

    /// What a scenario runs in: the window's navigation controller and the report its lines go to.
    @MainActor
    struct SelfCheckContext {
        let navigation: UINavigationController
        let report: SelfCheckReport
    }
#endif
