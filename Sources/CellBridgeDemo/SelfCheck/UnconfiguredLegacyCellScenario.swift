#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// UIKIT-PITFALLS rule 34: a legacy cell nothing configures — the app registered its class, which
    /// adopts neither ``ConfigurableCell`` nor `CBConfigurableCell` — is shown as dequeued, and the
    /// app's ``CellBridgeSettings/onProblem`` hears of it exactly once, naming the class, however
    /// many rows show it.
    struct UnconfiguredLegacyCellScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case reported = "reported"
            case reportedOnce = "reported-once"
        }

        func run(_ context: SelfCheckContext) async {
            var problems: [CellBridgeProblem] = []
            let appHandler = CellBridgeSettings.onProblem
            CellBridgeSettings.onProblem = { problems.append($0) }
            let screen = UnconfiguredCellScreen()
            context.navigation.pushViewController(screen, animated: false)
            let shown = await SelfCheckWait.until(timeout: 5) {
                screen.tableView.visibleCells.filter { $0 is SelfCheckUnconfiguredCell }.count
                    >= UnconfiguredCellScreen.rows
            }
            let className = String(describing: SelfCheckUnconfiguredCell.self)
            let naming = problems.filter { $0.message.contains(className) }
            let heard =
                (shown ? "" : "its \(UnconfiguredCellScreen.rows) rows were not all shown within 5 s; ")
                + "\(problems.count) problem(s), \(naming.count) naming \(className): "
                + problems.prefix(3).map(\.message).joined(separator: " | ")
            context.report.check(
                Check.reported, "onProblem hears that nothing configures a legacy cell the app registered",
                shown && !naming.isEmpty, heard)
            context.report.check(
                Check.reportedOnce,
                "onProblem hears of it once, though \(UnconfiguredCellScreen.rows) rows show the cell",
                shown && problems.count == 1 && naming.count == 1, heard)
            CellBridgeSettings.onProblem = appHandler
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }
    }

    /// A legacy cell that adopts no configuring protocol: the bridge can only show it as it is.
    final class SelfCheckUnconfiguredCell: UITableViewCell {}

    /// A legacy item whose cell is ``SelfCheckUnconfiguredCell``.
    struct UnconfiguredCellViewModel: CollectionCellViewModel {
        var className: String { String(describing: SelfCheckUnconfiguredCell.self) }
    }

    /// A plain table whose app registers ``SelfCheckUnconfiguredCell`` itself, its rows through a
    /// ``TableCellBridge``.
    final class UnconfiguredCellScreen: UIViewController, UITableViewDataSource {
        static let rows = 3
        private(set) var tableView: UITableView!
        private var bridge: TableCellBridge!

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView = UITableView(frame: view.bounds, style: .plain)
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            let className = UnconfiguredCellViewModel().className
            tableView.register(SelfCheckUnconfiguredCell.self, forCellReuseIdentifier: className)
            bridge = TableCellBridge(tableView: tableView, parentViewController: self)
            tableView.dataSource = self
            tableView.delegate = bridge.forwardingDelegate(to: nil)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rows }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            bridge.cell(for: UnconfiguredCellViewModel(), in: tableView, at: indexPath)
        }
    }
#endif
