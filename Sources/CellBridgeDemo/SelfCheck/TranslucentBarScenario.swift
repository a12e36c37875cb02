#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Issue 22, item 6 (Epoxy #77): a list under a translucent navigation bar with a large title,
    /// scrolled so that rows pass under the bar. UIKit gives a cell under the bar a top safe-area
    /// inset; a hosting controller that respected it would shift or squeeze the row's SwiftUI
    /// content (iOS 14–16.3 without CellBridge's default isolation, any OS without
    /// `safeAreaRegions`). Every row under the bar must keep its content at its cell's top and at
    /// its cell's height: on hosting cells and with the backport configuration, which host a
    /// controller per cell on every OS.
    struct TranslucentBarScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case rowsInPlaceHostingCells = "rows-in-place-hosting-cells"
            case rowsInPlaceBackport = "rows-in-place-backport"
        }

        /// How far the list is scrolled: past the large title, so rows sit under the collapsed bar.
        private static let scrollDistance: CGFloat = 400

        func run(_ context: SelfCheckContext) async {
            let bar = context.navigation.navigationBar
            let largeTitles = bar.prefersLargeTitles
            bar.prefersLargeTitles = true
            for (check, rendering, path) in [
                (
                    Check.rowsInPlaceHostingCells, ProbeCollectionScreen.Rendering.bridge(.hostingCellsEverywhere),
                    "hosting cells"
                ),
                (Check.rowsInPlaceBackport, .backportConfiguration, "the backport configuration"),
            ] {
                let problem = await scrollUnderBar(rendering, on: context.navigation)
                context.report.check(
                    check, "rows scrolled under a translucent large-title bar keep their content in place (\(path))",
                    problem == nil, problem ?? "")
            }
            bar.prefersLargeTitles = largeTitles
        }

        /// Shows 40 probes under a large title, scrolls them under the bar, and returns what is wrong
        /// with the rows under it, nil when nothing is.
        private func scrollUnderBar(
            _ rendering: ProbeCollectionScreen.Rendering, on navigation: UINavigationController
        ) async -> String? {
            let recorder = ProbeRecorder()
            let items = (0..<40).map { ProbeViewModel(id: $0, recorder: recorder) }
            let screen = ProbeCollectionScreen(
                layout: .list, rendering: rendering, sections: [ProbeSection(header: nil, items: items)])
            screen.title = "Under the bar"
            screen.navigationItem.largeTitleDisplayMode = .always
            let translucent = navigation.navigationBar.isTranslucent
            _ = await ProbeScreenDriver.push(screen, on: navigation)
            let scrollView = screen.scrollView
            scrollView.setContentOffset(
                CGPoint(x: 0, y: scrollView.contentOffset.y + Self.scrollDistance), animated: false)
            scrollView.layoutIfNeeded()
            var rows: [RowPlacement] = []
            let inPlace = await SelfCheckWait.until(timeout: 2) {
                rows = Self.rowsUnderBar(of: screen, bar: navigation.navigationBar)
                return !rows.isEmpty && rows.allSatisfy(\.isInPlace)
            }
            await ProbeScreenDriver.pop(screen, from: navigation)
            if !translucent { return "the navigation bar is not translucent" }
            if rows.isEmpty { return "no row was under the bar after scrolling \(Self.scrollDistance) pt" }
            if inPlace { return nil }
            let wrong = rows.filter { !$0.isInPlace }
            return "\(wrong.count) of \(rows.count) rows under the bar are out of place: "
                + wrong.prefix(3).map(\.description).joined(separator: "; ")
        }

        /// Where the content of each visible row whose cell the bar overlaps sits in its cell.
        private static func rowsUnderBar(of screen: ProbeCollectionScreen, bar: UINavigationBar) -> [RowPlacement] {
            guard let window = bar.window else { return [] }
            let barBottom = bar.convert(bar.bounds, to: window).maxY
            return screen.visibleCells().compactMap { indexPath, cell in
                guard cell.convert(cell.bounds, to: window).minY < barBottom,
                    let sensor = cell.firstSubview(of: ProbeSizeSensor.SensorView.self)
                else { return nil }
                return RowPlacement(
                    item: indexPath.item, content: sensor.convert(sensor.bounds, to: cell),
                    cellHeight: cell.bounds.height)
            }
        }
    }

    /// Where one row's content is in its cell.
    struct RowPlacement: CustomStringConvertible {
        let item: Int
        let content: CGRect
        let cellHeight: CGFloat

        var isInPlace: Bool {
            abs(content.minY) <= ProbeHeights.tolerance && abs(content.height - cellHeight) <= ProbeHeights.tolerance
        }

        var description: String {
            "item \(item)'s content at y \(content.minY) pt, \(content.height) pt high in a \(cellHeight) pt cell"
        }
    }

    extension UIView {
        /// The first view of `type` among this view's descendants, depth first.
        func firstSubview<T: UIView>(of type: T.Type) -> T? {
            for subview in subviews {
                if let match = subview as? T ?? subview.firstSubview(of: type) { return match }
            }
            return nil
        }
    }
#endif
