#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    /// Issue 14, item 6 (UIKIT-PITFALLS rule 15): a ``SwiftUIHostingConfiguration`` whose margins
    /// follow the cell's (no `.margins` override) must follow them when they change after it was
    /// applied — rotation, readable width, iPad margins — not keep the ones it read first. The
    /// scenario changes a displayed cell's content-view margins and measures the content's width.
    struct BackportMarginScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case marginsFollow = "margins-follow"
        }

        func run(_ context: SelfCheckContext) async {
            let screen = MarginProbeScreen()
            context.navigation.pushViewController(screen, animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.contentWidth > 0 }
            guard let cell = screen.firstCell else {
                context.report.check(
                    Check.marginsFollow, "content follows a change of its cell's margins", false, "no cell shown")
                return
            }
            cell.contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: 0, leading: 40, bottom: 0, trailing: 40)
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
            let expected = cell.contentView.bounds.width - 80
            let followed = await SelfCheckWait.until(timeout: 2) { abs(screen.contentWidth - expected) <= 1 }
            context.report.check(
                Check.marginsFollow, "content follows a change of its cell's margins", followed,
                "content \(screen.contentWidth) pt wide, expected \(expected) pt after 40 pt margins on each side")
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }
    }

    /// A table whose rows show backport configurations set by hand, following the cell's margins.
    final class MarginProbeScreen: UIViewController, UITableViewDataSource {
        private(set) var contentWidth: CGFloat = 0
        private var tableView: UITableView!

        var firstCell: UITableViewCell? { tableView.cellForRow(at: IndexPath(row: 0, section: 0)) }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView = UITableView(frame: view.bounds, style: .plain)
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            tableView.dataSource = self
            view.addSubview(tableView)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            let row = indexPath.row
            cell.contentConfiguration = SwiftUIHostingConfiguration(parentViewController: self) {
                Text("Row \(row)")
                    .frame(maxWidth: .infinity, minHeight: 44)
                    .background(
                        ProbeSizeSensor { [weak self] size, _ in
                            if row == 0 { self?.contentWidth = size.width }
                        })
            }
            .itemIdentity(row)
            return cell
        }
    }
#endif
