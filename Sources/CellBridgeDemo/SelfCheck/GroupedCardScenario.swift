#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// UIKIT-PITFALLS rule 17: in an `.insetGrouped` table, a hosted SwiftUI row keeps the card the
    /// table draws behind its rows (the cell's own background), as a legacy row of the same table
    /// does. Read from what is drawn: the colour at the trailing end of a row, where the SwiftUI
    /// content draws nothing, must be the legacy row's card colour, and not the table's background
    /// colour around the card. Hosting cells are used on every OS: the OS's own
    /// `UIHostingConfiguration` rows never see CellBridge's cell preparation. The screen is dark:
    /// there an opaque hosted view (black) differs from the card (dark grey), as it would not in
    /// light mode (white on white).
    struct GroupedCardScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case tableHostingCells = "table-hosting-cells"
            case hostedViewSeeThrough = "hosted-view-see-through"
        }

        func run(_ context: SelfCheckContext) async {
            let screen = GroupedCardScreen()
            context.navigation.pushViewController(screen, animated: false)
            let shown = await SelfCheckWait.until(timeout: 5) {
                screen.legacyCell != nil && screen.hostedCell != nil
            }
            var detail = "the legacy row and the hosted row were not both shown within 5 s"
            var keeps = false
            if shown, let legacy = screen.legacyCell, let hosted = screen.hostedCell {
                let card = DrawnColour(at: Self.probePoint(in: legacy), of: legacy)
                let row = DrawnColour(at: Self.probePoint(in: hosted), of: hosted)
                // Left of the card: the table's own background, in the inset between its edge and the rows.
                let around = DrawnColour(at: CGPoint(x: 2, y: legacy.frame.midY), of: screen.tableView)
                keeps = !card.isClose(to: around) && row.isClose(to: card)
                detail =
                    "the hosted row draws \(row), the legacy row's card \(card), the table around the card \(around)"
                    + (card.isClose(to: around) ? " (the legacy row shows no card either: nothing to compare)" : "")
            }
            context.report.check(
                Check.tableHostingCells,
                "a hosted SwiftUI row of an inset-grouped table keeps the table's card, as a legacy row does",
                keeps, detail)
            checkHostedViewSeeThrough(shown ? screen.hostedCell : nil, report: context.report)
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }

        /// The hosting controller's view, drawn alone, must draw nothing where its content draws
        /// nothing: the card and the cell's selection behind it show through (UIKIT-PITFALLS 17).
        private func checkHostedViewSeeThrough(_ hosted: UITableViewCell?, report: SelfCheckReport) {
            var detail = "the hosted row was not shown within 5 s"
            var seeThrough = false
            if let hosted {
                // A view controller's view is the one view whose next responder is its controller.
                if let hostedView = Self.firstView(in: hosted.contentView, where: { $0.next is UIViewController }) {
                    let point = hosted.convert(Self.probePoint(in: hosted), to: hostedView)
                    let drawn = DrawnColour(at: point, of: hostedView)
                    seeThrough = drawn.alpha <= 0.02
                    detail = "the hosted view alone draws \(drawn) at the row's trailing end"
                } else {
                    detail = "the hosted row holds no hosting controller's view"
                }
            }
            report.check(
                Check.hostedViewSeeThrough,
                "the hosted SwiftUI view of a hosting cell draws no background of its own over the card",
                seeThrough, detail)
        }

        private static func firstView(in view: UIView, where matches: (UIView) -> Bool) -> UIView? {
            for subview in view.subviews {
                if matches(subview) { return subview }
                if let found = firstView(in: subview, where: matches) { return found }
            }
            return nil
        }

        /// A point of `cell` near its trailing end, halfway down: the content draws nothing there.
        private static func probePoint(in cell: UIView) -> CGPoint {
            CGPoint(x: cell.bounds.maxX - 6, y: cell.bounds.midY)
        }
    }

    /// The colour drawn at one point of a view, read back from its rendering.
    struct DrawnColour: CustomStringConvertible {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0

        /// The colour `view` draws at `point`, in its own coordinates (a scroll view's: its content's).
        @MainActor
        init(at point: CGPoint, of view: UIView) {
            let drawn = view.bounds
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            format.opaque = false
            let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { _ in
                view.drawHierarchy(
                    in: CGRect(
                        x: drawn.minX - point.x, y: drawn.minY - point.y, width: drawn.width, height: drawn.height),
                    afterScreenUpdates: true)
            }
            guard let cgImage = image.cgImage else { return }
            var pixel = [UInt8](repeating: 0, count: 4)
            pixel.withUnsafeMutableBytes { bytes in
                guard
                    let context = CGContext(
                        data: bytes.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
                else { return }
                context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 1, height: 1))
            }
            (red, green, blue, alpha) = (
                CGFloat(pixel[0]) / 255, CGFloat(pixel[1]) / 255, CGFloat(pixel[2]) / 255, CGFloat(pixel[3]) / 255
            )
        }

        func isClose(to other: DrawnColour) -> Bool {
            let tolerance: CGFloat = 0.02
            return abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
                && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
        }

        var description: String {
            String(format: "rgba(%.3f, %.3f, %.3f, %.3f)", red, green, blue, alpha)
        }
    }

    /// An inset-grouped table: one legacy row the app dequeues itself, then hosted SwiftUI rows
    /// through a ``TableCellBridge`` with hosting cells.
    final class GroupedCardScreen: UIViewController, UITableViewDataSource {
        private static let legacyIdentifier = "GroupedCardLegacyRow"
        private let items = (0..<4).map { SwipeProbeViewModel(id: $0) }
        private(set) var tableView: UITableView!
        private var bridge: TableCellBridge!

        /// The legacy row (the first) and a hosted row between others (the third), when shown.
        var legacyCell: UITableViewCell? { tableView?.cellForRow(at: IndexPath(row: 0, section: 0)) }
        var hostedCell: UITableViewCell? { tableView?.cellForRow(at: IndexPath(row: 2, section: 0)) }

        override func viewDidLoad() {
            super.viewDidLoad()
            overrideUserInterfaceStyle = .dark
            tableView = UITableView(frame: view.bounds, style: .insetGrouped)
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.legacyIdentifier)
            bridge = TableCellBridge(
                tableView: tableView, parentViewController: self, strategy: .hostingCellsEverywhere)
            tableView.dataSource = self
            tableView.delegate = bridge.forwardingDelegate(to: nil)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count + 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard indexPath.row > 0 else {
                return tableView.dequeueReusableCell(withIdentifier: Self.legacyIdentifier, for: indexPath)
            }
            return bridge.cell(for: items[indexPath.row - 1], in: tableView, at: indexPath)
        }
    }
#endif
