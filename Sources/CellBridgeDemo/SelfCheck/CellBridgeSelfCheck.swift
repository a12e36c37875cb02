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
    /// It drives collection views (list and flow layouts) and table views on both render paths (the
    /// OS's automatic one and hosting cells everywhere), a hand-written data source using
    /// ``SwiftUIHostingConfiguration``, and SwiftUI section headers: scrolling through real reuse,
    /// inserting, reconfiguring, pushing and popping the screen. It prints one `PASS`/`FAIL`/`SKIP`
    /// line per check, a summary and one result line (``SelfCheckReport``), then exits with 0 when
    /// every check passed and 1 otherwise. Each scenario is also a launch mode of its own
    /// (``SelfCheckLaunchMode``): `scripts/selfcheck-simulators` runs every one in its own process,
    /// and with `--prove` switches on each check's fault (``SelfCheckFault``).
    @preconcurrency @MainActor
    public enum CellBridgeSelfCheck {
        /// The launch argument that runs the self-check instead of the demo.
        public static let launchArgument = "-CellBridgeSelfCheck"

        /// True when the app was launched with ``launchArgument``.
        public static var isRequested: Bool {
            ProcessInfo.processInfo.arguments.contains(launchArgument)
        }

        /// Runs the scenarios the launch arguments ask for in `window`, prints the results, then
        /// exits the process.
        public static func run(in window: UIWindow) {
            let navigation = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            Task { @MainActor in
                let report = SelfCheckReport()
                let scenarios: [any SelfCheckScenario]
                switch SelfCheckLaunchMode(arguments: ProcessInfo.processInfo.arguments) {
                case .list:
                    for scenario in SelfCheckScenarios.all {
                        report.listScenario(scenario)
                    }
                    exit(0)
                case .all:
                    scenarios = SelfCheckScenarios.all
                case .scenario(let id):
                    scenarios = SelfCheckScenarios.all.filter { $0.id == id }
                    if scenarios.isEmpty {
                        report.note("no scenario \"\(id)\"; \(SelfCheckLaunchMode.listArgument) lists them")
                        report.finish(expected: 1, scenarios: [id])
                        exit(1)
                    }
                }
                // UIKit lays out and forwards appearance only in a visible window of an active
                // scene; checks started earlier would see a half-set-up screen.
                let active = await SelfCheckWait.until(timeout: 20) {
                    window.windowScene?.activationState == .foregroundActive && navigation.viewIfLoaded?.window != nil
                }
                if !active { report.note("the window's scene did not become active within 20 s; running anyway") }
                report.note(
                    "iOS \(UIDevice.current.systemVersion); CellBridge routes as iOS \(OSVersion.current), "
                        + "SwiftUI items take the "
                        + (RenderRouter(osVersion: .current).usesHostingConfiguration
                            ? "UIHostingConfiguration" : "hosting-cell") + " path")
                if let fault = SelfCheckFault.name(in: ProcessInfo.processInfo.arguments) {
                    report.announceFault(fault)
                }
                let context = SelfCheckContext(navigation: navigation, report: report)
                for scenario in scenarios {
                    report.begin(scenario)
                    await scenario.run(context)
                    report.end()
                }
                let expected = scenarios.map(\.checks.count).reduce(0, +)
                report.finish(expected: expected, scenarios: scenarios.map(\.id))
                exit(report.succeeded(expected: expected) ? 0 : 1)
            }
        }
    }
#endif
