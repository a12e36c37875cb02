#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// UIKIT-PITFALLS rule 22: a table row selected after rows were inserted above it selects the
    /// item it shows, on the OS's path and on the hosting-cell path. The selection goes through the
    /// bridge's forwarding delegate as UIKit's tap does: `willSelectRowAt` with the row's index path
    /// now, then `selectRow` and `didSelectRowAt` with the index path it answered, which the app's
    /// delegate looks its item up at.
    struct SelectAfterInsertScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case tableOSPath = "table-os-path"
            case tableHostingCells = "table-hosting-cells"
        }

        func run(_ context: SelfCheckContext) async {
            for strategy in [HostingStrategy.automatic, .hostingCellsEverywhere] {
                await check(strategy, in: context)
            }
        }

        private func check(_ strategy: HostingStrategy, in context: SelfCheckContext) async {
            let onOSPath = strategy == .automatic
            let screen = SwipeTableScreen(strategy: strategy)
            context.navigation.pushViewController(screen, animated: false)
            await SelfCheckWait.until(timeout: 5) { !screen.tableView.visibleCells.isEmpty }
            let tableView = screen.tableView!
            let tapped = screen.items[SwipeInsertion.swipedRow]
            let cell = tableView.cellForRow(at: IndexPath(row: SwipeInsertion.swipedRow, section: 0))
            screen.insertAtTop(SwipeInsertion.inserted())
            // What UIKit does when the user taps the cell: asks the delegate where the row it shows is
            // to be selected, selects it, and tells the delegate.
            let now = cell.flatMap(tableView.indexPath(for:))
            var answered: IndexPath?
            if let now {
                let delegate = tableView.delegate
                // A delegate without willSelectRowAt selects the row; one that answers nil vetoes it.
                let asks = delegate?.responds(to: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:))) == true
                answered = asks ? delegate?.tableView?(tableView, willSelectRowAt: now) : now
                if let answered {
                    tableView.selectRow(at: answered, animated: false, scrollPosition: .none)
                    delegate?.tableView?(tableView, didSelectRowAt: answered)
                }
            }
            context.report.check(
                onOSPath ? Check.tableOSPath : .tableHostingCells,
                "a row tapped after rows were inserted above it selects the item it shows ("
                    + (onOSPath ? "the OS's path" : "hosting cells") + ")",
                screen.selected == [tapped.id],
                cell == nil
                    ? "row \(SwipeInsertion.swipedRow) was not shown within 5 s"
                    : "the tapped row is at \(now.map { "\($0)" } ?? "no index path") now; willSelectRowAt answered "
                        + "\(answered.map { "\($0)" } ?? "nil (vetoed)"); didSelectRowAt resolved items \(screen.selected), "
                        + "expected [\(tapped.id)]")
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }
    }
#endif
