#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    /// Issue 14, item 5 (UIKIT-PITFALLS rule 7): a ``HostingTableHeaderFooterView`` registered and
    /// configured by hand, as its own documentation shows, with no bridge anywhere: its content's
    /// event arrives with its section, and content that grows and asks to resize makes the header
    /// taller: the content is grown and laid out at its new height first, and only then asks, so
    /// a header that grew without the ask (or never grew) is told apart in the line. With
    /// `backport`, the header is a plain `UITableViewHeaderFooterView` whose `contentConfiguration`
    /// is a ``SwiftUIHostingConfiguration`` (the backport in the app's own header): the same two
    /// checks.
    struct HeaderWithoutBridgeScenario: SelfCheckScenario {
        let id: String
        var backport = false

        enum Check: String, SelfCheckName {
            case headerEvent = "header-event"
            case headerResize = "header-resize"
        }

        func run(_ context: SelfCheckContext) async {
            let screen = HandHeaderScreen(backport: backport)
            context.navigation.pushViewController(screen, animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.model.sendEvent != nil && screen.headerHeight > 0 }
            screen.model.sendEvent?(AnyHashable("tap"))
            let delivered = await SelfCheckWait.until(timeout: 1) { screen.receivedSection != nil }
            context.report.check(
                Check.headerEvent, "a header's event arrives with its section without a bridge",
                delivered && screen.receivedSection == 1,
                delivered ? "arrived for section \(screen.receivedSection ?? -1), expected 1" : "no event within 1 s")
            let before = screen.headerHeight
            screen.model.height += 60
            // The content is laid out at its new height before it asks: what the header does then is
            // the ask's doing.
            let laidOut = await SelfCheckWait.until(timeout: 2) {
                abs(screen.model.laidOutHeight - screen.model.height) <= ProbeHeights.tolerance
            }
            let beforeAsking = screen.headerHeight
            screen.model.requestResize?()
            let grew = await SelfCheckWait.until(timeout: 2) { screen.headerHeight > before + 50 }
            context.report.check(
                Check.headerResize, "a header that asks to resize grows without a bridge", laidOut && grew,
                laidOut
                    ? "height \(screen.headerHeight) pt 2 s after the ask, \(beforeAsking) pt when it asked, "
                        + "\(before) pt before the content grew to \(screen.model.height) pt"
                    : "the content was never laid out at its new height \(screen.model.height) pt")
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }
    }

    /// A table whose section 1 has a SwiftUI header the app dequeues and configures itself: a
    /// ``HostingTableHeaderFooterView``, or with `backport` a plain header view showing a
    /// ``SwiftUIHostingConfiguration``.
    final class HandHeaderScreen: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let model = ResizeProbeModel()
        private(set) var receivedSection: Int?
        private var tableView: UITableView!
        private let backport: Bool

        init(backport: Bool) {
            self.backport = backport
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        var headerHeight: CGFloat { tableView.headerView(forSection: 1)?.bounds.height ?? 0 }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView = UITableView(frame: view.bounds, style: .plain)
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            let headerClass: UITableViewHeaderFooterView.Type =
                backport ? UITableViewHeaderFooterView.self : HostingTableHeaderFooterView.self
            tableView.register(headerClass, forHeaderFooterViewReuseIdentifier: "Header")
            tableView.sectionHeaderHeight = UITableView.automaticDimension
            tableView.estimatedSectionHeaderHeight = 20
            tableView.dataSource = self
            tableView.delegate = self
            view.addSubview(tableView)
        }

        func numberOfSections(in tableView: UITableView) -> Int { 3 }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            guard section == 1, let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header") else {
                return nil
            }
            let received: (AnyHashable, IndexPath) -> Void = { [weak self] _, indexPath in
                self?.receivedSection = indexPath.section
            }
            if let header = view as? HostingTableHeaderFooterView {
                header.configure(rootView: ResizeProbeView(model: model), parentViewController: self)
                header.onContentEvent = received
            } else {
                view.contentConfiguration = SwiftUIHostingConfiguration(parentViewController: self) {
                    ResizeProbeView(model: model)
                }
                .margins(.all, 0)
                .onContentEvent(received)
            }
            return view
        }

        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            (view as? HostingTableHeaderFooterView)?.willDisplay()
            if backport { view.cellBridgeWillDisplay() }
        }

        func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
            (view as? HostingTableHeaderFooterView)?.didEndDisplaying()
            if backport { view.cellBridgeDidEndDisplaying() }
        }
    }
#endif
