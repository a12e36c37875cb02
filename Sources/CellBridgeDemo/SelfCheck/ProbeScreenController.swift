#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// What every probe screen keeps: its scenario's name, the hosting strategy it runs, its items
    /// and where their events go. The subclasses build the collection or table view around it.
    class ProbeScreenController: UIViewController {
        let scenario: String
        let strategy: HostingStrategy
        var items: [ProbeViewModel]
        var onEvent: ((AnyHashable, IndexPath) -> Void)?

        init(scenario: String, strategy: HostingStrategy, items: [ProbeViewModel]) {
            self.scenario = scenario
            self.strategy = strategy
            self.items = items
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("built in code")
        }
    }
#endif
