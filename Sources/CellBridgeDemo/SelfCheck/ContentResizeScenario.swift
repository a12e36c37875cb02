#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Issue 22, item 4: content that changes its own size asks to resize
    /// (`\.cellBridgeRequestResize`), and its cell or header follows, on every path CellBridge has:
    /// hosting cells (the iOS 14–15 path, forced on any OS) in a compositional list and in a flow
    /// layout, the OS's path in a collection view and a table (Apple's `UIHostingConfiguration` from
    /// iOS 16), the backport configuration in a plain cell, a bridge's SwiftUI table header, and a
    /// bridge's SwiftUI collection header (hosted by CellBridge) in a list and in a flow layout
    /// (UIKIT-PITFALLS 13: every layout a cell can live in, headers too). Each time the content grows first and is laid out
    /// at its new height, and only then asks, so the line says whether the cell followed the ask.
    ///
    /// Below iOS 16 there is no OS's path (`.automatic` hosts in hosting cells, the cases above
    /// them), so its two cases SKIP there. On iOS 16+ Apple's configuration resizes its cell through
    /// the container's `selfSizingInvalidation`, with or without the ask: those cases hold
    /// CellBridge to leaving that on, the hosting-cell, backport and header cases to carrying out
    /// the ask (a fault that drops only the ask must make them FAIL).
    ///
    /// The hosting table row's screen also answers `estimatedHeightForRowAt` the way the README
    /// tells apps to, with ``TableCellBridge/estimatedHeight(for:)``: once the grown row has
    /// scrolled off, the bridge must give its displayed height back (UIKIT-PITFALLS 13: without it
    /// a table on iOS 14–15 jumps when a row resizes).
    struct ContentResizeScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case collectionHostingCells = "collection-hosting-cells"
            case collectionFlowHostingCells = "collection-flow-hosting-cells"
            case collectionOSPath = "collection-os-path"
            case backportConfiguration = "backport-configuration"
            case tableRowHostingCells = "table-row-hosting-cells"
            case tableRowHeightRemembered = "table-row-height-remembered"
            case tableRowOSPath = "table-row-os-path"
            case tableHeader = "table-header"
            case collectionListHeader = "collection-list-header"
            case collectionFlowHeader = "collection-flow-header"
        }

        func run(_ context: SelfCheckContext) async {
            let cases: [(Check, String, ResizeProbeScreen)] = [
                (
                    .collectionHostingCells, "a hosting cell",
                    ResizeCollectionScreen(rendering: .bridge(.hostingCellsEverywhere))
                ),
                (
                    .collectionFlowHostingCells, "a hosting cell in a flow layout",
                    ResizeCollectionScreen(layout: .flow, rendering: .bridge(.hostingCellsEverywhere))
                ),
                (
                    .collectionOSPath, "a collection cell on the OS's path",
                    ResizeCollectionScreen(rendering: .bridge(.automatic))
                ),
                (
                    .backportConfiguration, "a plain cell with the backport configuration",
                    ResizeCollectionScreen(rendering: .backportConfiguration)
                ),
                (
                    .tableRowHostingCells, "a hosting table row",
                    ResizeTableScreen(element: .row(.hostingCellsEverywhere), count: 30)
                ),
                (.tableRowOSPath, "a table row on the OS's path", ResizeTableScreen(element: .row(.automatic))),
                (.tableHeader, "a bridge's SwiftUI table header", ResizeTableScreen(element: .header)),
                (
                    .collectionListHeader, "a bridge's SwiftUI header in a compositional list",
                    ResizeCollectionScreen(rendering: .bridge(.hostingCellsEverywhere), probeIsHeader: true)
                ),
                (
                    .collectionFlowHeader, "a bridge's SwiftUI header in a flow layout",
                    ResizeCollectionScreen(
                        layout: .flow, rendering: .bridge(.hostingCellsEverywhere), probeIsHeader: true)
                ),
            ]
            for (check, what, screen) in cases {
                if check == .collectionOSPath || check == .tableRowOSPath, !Self.hasOSPath {
                    context.report.skip(
                        check, "\(what) whose content grows and asks to resize grows",
                        because: "below iOS 16 the OS has no SwiftUI cells: .automatic uses hosting cells, "
                            + "checked above")
                    continue
                }
                var remembered: (holds: Bool, detail: String)?
                let (grew, detail) = await resize(screen, on: context.navigation) { displayed in
                    guard check == .tableRowHostingCells, let table = screen as? ResizeTableScreen else { return }
                    remembered = await Self.heightRemembered(on: table, displayed: displayed)
                }
                context.report.check(check, "\(what) whose content grows and asks to resize grows", grew, detail)
                if let remembered {
                    context.report.check(
                        Check.tableRowHeightRemembered,
                        "a hosting table row that scrolled off is estimated at the height it was displayed at",
                        remembered.holds, remembered.detail)
                }
            }
        }

        /// Scrolls `screen`'s table to its end, so the probe's row (shown at `displayed` pt) ends
        /// display, and requires the bridge's estimate for it to be that height within 1 pt.
        private static func heightRemembered(on screen: ResizeTableScreen, displayed: CGFloat) async
            -> (holds: Bool, detail: String)
        {
            let left = await screen.scrollProbeAway()
            guard left else { return (false, "the probe's row was still on screen after scrolling to the end") }
            guard let estimate = screen.probeEstimate else {
                return (false, "no estimate after the row was displayed at \(displayed) pt and scrolled off")
            }
            return (
                abs(estimate - displayed) <= 1,
                "estimated at \(estimate) pt, displayed at \(displayed) pt before it scrolled off"
            )
        }

        /// Whether the OS hosts SwiftUI cells itself (`UIHostingConfiguration`, iOS 16+).
        private static var hasOSPath: Bool {
            if #available(iOS 16.0, *) { return true }
            return false
        }

        /// Shows `screen`, grows its probe, waits until SwiftUI laid the probe out at the new height,
        /// asks, and waits for UIKit's cell (or header) to take that height.
        /// `beforeLeaving` runs after that with the height UIKit gave it, while the screen is shown.
        private func resize(
            _ screen: ResizeProbeScreen, on navigation: UINavigationController,
            beforeLeaving: (CGFloat) async -> Void
        ) async -> (grew: Bool, detail: String) {
            let model = screen.model
            navigation.pushViewController(screen, animated: false)
            let shown = await SelfCheckWait.until(timeout: 5) {
                model.requestResize != nil && abs(screen.probeHeight - model.height) <= ProbeHeights.tolerance
            }
            let start = screen.probeHeight
            model.height += ResizeProbeModel.growth
            let laidOut = await SelfCheckWait.until(timeout: 2) {
                abs(model.laidOutHeight - model.height) <= ProbeHeights.tolerance
            }
            let beforeAsking = screen.probeHeight
            model.requestResize?()
            let grew = await SelfCheckWait.until(timeout: 2) {
                abs(screen.probeHeight - model.height) <= ProbeHeights.tolerance
            }
            let detail: String
            if !shown {
                detail = "it was not shown at \(ResizeProbeModel.startHeight) pt within 5 s (\(start) pt)"
            } else if !laidOut {
                detail = "its content was never laid out at its new height \(model.height) pt"
            } else {
                detail =
                    "\(screen.probeHeight) pt after the ask, \(beforeAsking) pt when it asked, \(start) pt before "
                    + "its content grew to \(model.height) pt"
            }
            await beforeLeaving(screen.probeHeight)
            navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
            return (shown && laidOut && grew, detail)
        }
    }

    /// A screen with one resizing probe among a few rows, and the height UIKit gives it.
    class ResizeProbeScreen: UIViewController {
        /// The probe's model; the probe is the first of ``rows``.
        let model = ResizeProbeModel()
        /// The probe, then the rows that keep their height, each with a model of its own.
        let rows: [ResizeProbeViewModel]

        /// `count` rows in all, the probe included.
        init(count: Int = 4) {
            rows =
                [ResizeProbeViewModel(id: 0, model: model)]
                + (1..<count).map { ResizeProbeViewModel(id: $0, model: ResizeProbeModel()) }
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("built in code")
        }

        /// The height of the probe's cell or header now, 0 while it is not shown.
        var probeHeight: CGFloat { 0 }
    }

    /// The probe in the first item of a compositional list or a flow layout, through a bridge or
    /// the backport, or, with a bridge, as the first section's header above the other rows.
    final class ResizeCollectionScreen: ResizeProbeScreen, UICollectionViewDataSource, UICollectionViewDelegate {
        private static let backportReuseIdentifier = "ResizeProbe"
        private static let headerKind = UICollectionView.elementKindSectionHeader
        private let layout: ProbeLayout
        private let rendering: ProbeCollectionScreen.Rendering
        private let probeIsHeader: Bool
        private var collectionView: UICollectionView!
        private var bridge: CollectionCellBridge?

        init(layout: ProbeLayout = .list, rendering: ProbeCollectionScreen.Rendering, probeIsHeader: Bool = false) {
            self.layout = layout
            self.rendering = rendering
            self.probeIsHeader = probeIsHeader
            super.init()
        }

        override var probeHeight: CGFloat {
            guard let collectionView else { return 0 }
            let first = IndexPath(item: 0, section: 0)
            if probeIsHeader {
                return collectionView.supplementaryView(forElementKind: Self.headerKind, at: first)?.frame.height ?? 0
            }
            return collectionView.cellForItem(at: first)?.frame.height ?? 0
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = layout.collectionView(filling: view, withHeaders: probeIsHeader)
            collectionView.dataSource = self
            collectionView.delegate = self
            switch rendering {
            case .bridge(let strategy):
                bridge = CollectionCellBridge(
                    collectionView: collectionView, parentViewController: self, strategy: strategy)
            case .backportConfiguration:
                precondition(!probeIsHeader, "the backport probe is a cell; headers go through a bridge")
                collectionView.register(
                    UICollectionViewCell.self, forCellWithReuseIdentifier: Self.backportReuseIdentifier)
            }
        }

        /// As a header, the probe is not an item: the items are the others.
        private var items: ArraySlice<ResizeProbeViewModel> {
            probeIsHeader ? rows.dropFirst() : rows[...]
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let items = items
            let row = items[items.startIndex + indexPath.item]
            if let bridge { return bridge.cell(for: row, in: collectionView, at: indexPath) }
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: Self.backportReuseIdentifier, for: indexPath)
            cell.contentConfiguration = SwiftUIHostingConfiguration(parentViewController: self) {
                ResizeProbeView(model: row.model)
            }
            .itemIdentity(row.id)
            .margins(.all, 0)
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            guard probeIsHeader, let bridge else {
                preconditionFailure("only a header probe's layout asks for supplementary views")
            }
            return bridge.supplementaryView(for: rows[0], ofKind: kind, in: collectionView, at: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            if let bridge { bridge.willDisplay(cell, at: indexPath) } else { cell.cellBridgeWillDisplay() }
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            if let bridge { bridge.didEndDisplaying(cell, at: indexPath) } else { cell.cellBridgeDidEndDisplaying() }
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            bridge?.willDisplaySupplementaryView(view, forElementKind: elementKind, at: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {
            bridge?.didEndDisplayingSupplementaryView(view, forElementOfKind: elementKind, at: indexPath)
        }
    }

    /// The probe in the first row of a plain table, or as its first section's header, through a
    /// bridge whose forwarding delegate is the table's delegate.
    final class ResizeTableScreen: ResizeProbeScreen, UITableViewDataSource, UITableViewDelegate {
        enum Element {
            case row(HostingStrategy)
            case header
        }

        private let element: Element
        private var tableView: UITableView!
        private var bridge: TableCellBridge!

        init(element: Element, count: Int = 4) {
            self.element = element
            super.init(count: count)
        }

        /// What the bridge estimates for the probe's row now (nil before it was displayed).
        var probeEstimate: CGFloat? { bridge.estimatedHeight(for: rows[0]) }

        /// Scrolls to the end and waits until the probe's row has left; false when it did not.
        func scrollProbeAway() async -> Bool {
            await ProbeScreenDriver.scroll(tableView, toEnd: true, afterLayout: {}, afterStep: {})
            return await SelfCheckWait.until(timeout: 2) {
                self.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) == nil
            }
        }

        override var probeHeight: CGFloat {
            guard let tableView else { return 0 }
            switch element {
            case .row: return tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height ?? 0
            case .header: return tableView.headerView(forSection: 0)?.frame.height ?? 0
            }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView = ProbeTableScreen.probeTable(filling: view)
            let strategy: HostingStrategy
            if case .row(let chosen) = element { strategy = chosen } else { strategy = .automatic }
            bridge = TableCellBridge(tableView: tableView, parentViewController: self, strategy: strategy)
            tableView.dataSource = self
            tableView.delegate = bridge.forwardingDelegate(to: self)
        }

        /// As a header, the probe is not a row: the rows are the others.
        private var tableRows: ArraySlice<ResizeProbeViewModel> {
            if case .header = element { return rows.dropFirst() }
            return rows[...]
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            tableRows.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let rows = tableRows
            return bridge.cell(for: rows[rows.startIndex + indexPath.row], in: tableView, at: indexPath)
        }

        /// The row's remembered height, as the README tells apps; for a row never displayed, the
        /// table's estimate, which no probe row has.
        func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            let rows = tableRows
            return bridge.estimatedHeight(for: rows[rows.startIndex + indexPath.row]) ?? ProbeHeights.itemEstimate
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            guard case .header = element else { return nil }
            return bridge.headerFooterView(for: rows[0], in: tableView, section: section)
        }
    }
#endif
