#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Issue 14, item 1 (UIKIT-PITFALLS rule 1): registrations the app made — a storyboard's
    /// prototype cells, nibs it registered under an identifier its file is not named after — keep
    /// working under a bridge: the cells come from Interface Builder with their outlets set. A
    /// bridge that registered the class of that name instead would hand out cells built with
    /// `init(frame:)`, outlets nil. A table is asked what it has; a collection view cannot say, so
    /// there the prototype rests on its screen coming from a storyboard and the renamed nib on its
    /// view model saying `registeredByApp`, as the documentation tells apps to. Those four need the
    /// demo app's storyboard and nibs (SKIP elsewhere). First, a table whose app registered
    /// CellBridge's own `HostingTableViewCell` under the SwiftUI view's name: that registration is
    /// adopted, not refused.
    struct AppRegisteredCellsScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case appHostingCellRegistration = "app-hosting-cell-registration"
            case tableStoryboardPrototype = "table-storyboard-prototype"
            case collectionStoryboardPrototype = "collection-storyboard-prototype"
            case tableRenamedNib = "table-renamed-nib"
            case collectionRenamedNib = "collection-renamed-nib"
        }

        func run(_ context: SelfCheckContext) async {
            let hosting = HostingCellRegisteredByAppScreen()
            await show(hosting, on: context.navigation) {
                hosting.tableView?.visibleCells.first
            } report: { _ in
                let cells = hosting.tableView?.visibleCells ?? []
                let other = cells.filter { !($0 is HostingTableViewCell) }.count
                context.report.check(
                    Check.appHostingCellRegistration,
                    "the app's own registration of HostingTableViewCell under a SwiftUI view's name serves it",
                    !cells.isEmpty && other == 0,
                    cells.isEmpty
                        ? "no row was shown within 5 s" : "\(other) of \(cells.count) rows are not hosting cells")
            }
            let outletChecks: [(check: Check, name: String)] = [
                (.tableStoryboardPrototype, "a table's storyboard prototype keeps its outlets"),
                (.collectionStoryboardPrototype, "a collection view's storyboard prototype keeps its outlets"),
                (.tableRenamedNib, "a table's nib registered under another name keeps its outlets"),
                (.collectionRenamedNib, "a collection view's nib registered under another name keeps its outlets"),
            ]
            guard Bundle.main.path(forResource: "SelfCheckPrototypes", ofType: "storyboardc") != nil,
                Bundle.main.path(forResource: "SelfCheckRenamedTableNib", ofType: "nib") != nil
            else {
                for (check, name) in outletChecks {
                    context.report.skip(
                        check, name, because: "the demo app's storyboard and nibs are not in this bundle")
                }
                return
            }
            let storyboard = UIStoryboard(name: "SelfCheckPrototypes", bundle: .main)
            let table = storyboard.instantiateViewController(withIdentifier: "table")
            let collection = storyboard.instantiateViewController(withIdentifier: "collection")
            await show(table, on: context.navigation) {
                (table as? UITableViewController)?.tableView.visibleCells.first
            } report: { cell in
                context.report.check(
                    outletChecks[0].check, outletChecks[0].name, Self.hasOutlets(cell), Self.describe(cell))
            }
            await show(collection, on: context.navigation) {
                (collection as? UICollectionViewController)?.collectionView.visibleCells.first
            } report: { cell in
                context.report.check(
                    outletChecks[1].check, outletChecks[1].name, Self.hasOutlets(cell), Self.describe(cell))
            }
            let renamed = RenamedNibScreen()
            context.navigation.pushViewController(renamed, animated: false)
            await SelfCheckWait.until(timeout: 5) {
                renamed.tableView?.visibleCells.isEmpty == false
                    && renamed.collectionView?.visibleCells.isEmpty == false
            }
            let tableCell = renamed.tableView?.visibleCells.first
            let collectionCell = renamed.collectionView?.visibleCells.first
            context.report.check(
                outletChecks[2].check, outletChecks[2].name, Self.hasOutlets(tableCell), Self.describe(tableCell))
            context.report.check(
                outletChecks[3].check, outletChecks[3].name, Self.hasOutlets(collectionCell),
                Self.describe(collectionCell))
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { renamed.viewIfLoaded?.window == nil }
        }

        private func show(
            _ screen: UIViewController, on navigation: UINavigationController, cell: () -> UIView?,
            report: (UIView?) -> Void
        ) async {
            navigation.pushViewController(screen, animated: false)
            await SelfCheckWait.until(timeout: 5) { cell() != nil }
            report(cell())
            navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }

        private static func hasOutlets(_ cell: UIView?) -> Bool {
            switch cell {
            case let cell as SelfCheckOutletTableCell: return cell.label?.text != nil
            case let cell as SelfCheckOutletCollectionCell: return cell.label?.text != nil
            default: return false
            }
        }

        private static func describe(_ cell: UIView?) -> String {
            guard let cell else { return "no cell was shown within 5 s" }
            switch cell {
            case let cell as SelfCheckOutletTableCell:
                return cell.label == nil
                    ? "its label outlet is nil: built in code, not from Interface Builder" : "label empty"
            case let cell as SelfCheckOutletCollectionCell:
                return cell.label == nil
                    ? "its label outlet is nil: built in code, not from Interface Builder" : "label empty"
            default:
                return "a \(type(of: cell)), not the app's cell"
            }
        }
    }
#endif
