#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Proves on a simulator or device what Linux cannot: that real UIKit does what the core
    /// decides. Launch the demo app with `-CellBridgeSelfCheck`:
    ///
    /// ```sh
    /// xcrun simctl launch --console booted org.cellbridge.CellBridgeDemoApp -CellBridgeSelfCheck
    /// ```
    ///
    /// It drives a window through a collection view and a table view on both render paths (the
    /// OS's automatic one and hosting cells everywhere) and a hand-written data source using
    /// ``SwiftUIHostingConfiguration``: scrolling through reuse, inserting, pushing and popping the
    /// screen. It prints one `PASS`/`FAIL`/`SKIP` line per check and a summary, then exits with 0
    /// when every check passed and 1 otherwise, so a test host or a CI script can run it.
    ///
    /// The checks: no hosting controller left in `parent.children` after scrolling and after
    /// leaving a screen; `onAppear`/`onDisappear` balanced per item; every reused cell has its own
    /// item's height; SwiftUI never laid out at a zero size; events arrive with the index path the
    /// item has when they fire; signpost names readable; SwiftUI section headers of collection and
    /// table views at their own height, their events at their section.
    @preconcurrency @MainActor
    public enum CellBridgeSelfCheck {
        /// The launch argument that runs the self-check instead of the demo.
        public static let launchArgument = "-CellBridgeSelfCheck"

        /// True when the app was launched with ``launchArgument``.
        public static var isRequested: Bool {
            ProcessInfo.processInfo.arguments.contains(launchArgument)
        }

        /// Runs every check in `window`, prints the results, then exits the process.
        public static func run(in window: UIWindow) {
            let navigation = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            let started = Date()
            Task { @MainActor in
                let report = SelfCheckReport()
                report.note(
                    "iOS \(UIDevice.current.systemVersion); CellBridge routes as iOS \(OSVersion.current), "
                        + "SwiftUI items take the \(RenderRouter(osVersion: .current).usesHostingConfiguration ? "UIHostingConfiguration" : "hosting-cell") path"
                )
                for scenario in scenarios {
                    await ScenarioRun(navigation: navigation, report: report, makeScreen: scenario).run()
                }
                for headerScenario in headerScenarios {
                    await HeaderScenarioRun(navigation: navigation, report: report, makeScreen: headerScenario).run()
                }
                SignpostCheck.run(since: started, expecting: String(describing: ProbeView.self), into: report)
                print(report.summary)
                fflush(stdout)
                exit(report.failed == 0 ? 0 : 1)
            }
        }

        /// Every screen the checks run on, each built fresh from its items.
        private static let scenarios: [@MainActor ([ProbeViewModel]) -> ProbeScreen] = [
            { ProbeCollectionScreen(scenario: "collection view, automatic path", strategy: .automatic, items: $0) },
            {
                ProbeCollectionScreen(
                    scenario: "collection view, hosting cells", strategy: .hostingCellsEverywhere, items: $0)
            },
            { ProbeTableScreen(scenario: "table view, automatic path", strategy: .automatic, items: $0) },
            { ProbeTableScreen(scenario: "table view, hosting cells", strategy: .hostingCellsEverywhere, items: $0) },
            { ProbeBackportScreen(items: $0) },
        ]

        /// Every screen of sectioned probes the header checks run on.
        private static let headerScenarios: [@MainActor ([[ProbeViewModel]], ProbeRecorder) -> ProbeHeaderScreen] = [
            {
                ProbeCollectionHeaderScreen(
                    scenario: "collection view headers, automatic path", strategy: .automatic, sections: $0,
                    recorder: $1)
            },
            {
                ProbeCollectionHeaderScreen(
                    scenario: "collection view headers, hosting cells", strategy: .hostingCellsEverywhere, sections: $0,
                    recorder: $1)
            },
            { ProbeTableHeaderScreen(sections: $0, recorder: $1) },
        ]
    }
#endif
