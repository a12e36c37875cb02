import CellBridgeMigratorKit
import XCTest

/// `navigation-link-in-hosted-cell`: a `NavigationLink` in SwiftUI content a cell hosts does nothing, however
/// the content is hosted and wherever the link is declared (issue 10, item 9).
final class NavigationLinkInHostedCellTests: XCTestCase {
    private func links(_ files: [String: String]) throws -> [Finding] {
        try TemporaryProject.scan(files).findings.filter { $0.rule == .navigationLinkInHostedCell }
    }

    private static let rowView = """
        import SwiftUI
        struct OrderRowView: View {
            let order: Order
            var body: some View {
                HStack {
                    Text(order.title)
                    OrderStatusBadge(status: order.status)
                }
            }
        }
        """

    private static let badge = """
        import SwiftUI
        struct OrderStatusBadge: View {
            let status: Status
            var body: some View {
                NavigationLink("Details") { OrderDetailView(status: status) }
            }
        }
        """

    func testALinkReachedThroughTheHostedViewsBodyIsFoundInEveryHostingStyle() throws {
        let hostings = [
            "UIHostingConfiguration": """
            import SwiftUI
            import UIKit
            final class OrderCell: UICollectionViewCell {
                @available(iOS 16.0, *)
                func show(_ order: Order) {
                    contentConfiguration = UIHostingConfiguration { OrderRowView(order: order) }
                }
            }
            """,
            "a hosting cell": """
            import SwiftUI
            import UIKit
            final class OrderCell: UITableViewCell {
                var hostingController: UIHostingController<OrderRowView>?
                func show(_ order: Order) {
                    hostingController = UIHostingController(rootView: OrderRowView(order: order))
                }
            }
            """,
            "CellBridge": """
            import CellBridge
            import SwiftUI
            final class OrderViewModel: SwiftUIRenderableCellViewModel {
                let order: Order
                var className: String { "OrderRowView" }
                func makeHostedView() -> AnyView { AnyView(OrderRowView(order: order)) }
            }
            """,
        ]
        for (style, host) in hostings {
            let found = try links(["OrderRowView.swift": Self.rowView, "Badge.swift": Self.badge, "Host.swift": host])
            XCTAssertEqual(found.map(\.file), ["Badge.swift"], style)
            XCTAssertEqual(found.first?.line, 5, style)
            XCTAssertEqual(found.first?.severity, .warning, style)
            XCTAssertTrue(found.first?.message.contains("OrderStatusBadge is cell content") ?? false, style)
            XCTAssertTrue(found.first?.message.contains("cellBridgeNavigate") ?? false, "it points at the fix")
        }
    }

    func testLinksOutsideCellsOrInTheirOwnStackAreFine() throws {
        // A screen's hosting controller is not a cell: its links work when pushed.
        let screen = """
            import SwiftUI
            import UIKit
            final class OrdersViewController: UIViewController {
                func open(_ order: Order) {
                    let detail = UIHostingController(rootView: OrderRowView(order: order))
                    present(detail, animated: true)
                }
            }
            """
        XCTAssertEqual(
            try links(["OrderRowView.swift": Self.rowView, "Badge.swift": Self.badge, "Screen.swift": screen]), [])

        // Content that brings its own NavigationStack navigates inside it.
        let stacked = """
            import SwiftUI
            import UIKit
            final class OrderCell: UICollectionViewCell {
                @available(iOS 16.0, *)
                func show(_ order: Order) {
                    contentConfiguration = UIHostingConfiguration { StackedRow(order: order) }
                }
            }
            struct StackedRow: View {
                let order: Order
                var body: some View {
                    NavigationStack { OrderRowView(order: order) }
                }
            }
            """
        XCTAssertEqual(
            try links(["OrderRowView.swift": Self.rowView, "Badge.swift": Self.badge, "Cell.swift": stacked]), [])
    }

    func testALinkWrittenInTheHostingContentItselfIsFound() throws {
        let cell = """
            import SwiftUI
            import UIKit
            final class TagCell: UICollectionViewCell {
                @available(iOS 16.0, *)
                func show(_ tag: String) {
                    contentConfiguration = UIHostingConfiguration {
                        NavigationLink(tag) { Text(tag) }
                    }
                }
            }
            """
        let found = try links(["TagCell.swift": cell])
        XCTAssertEqual(found.map(\.line), [7])
        XCTAssertTrue(found.first?.message.contains("hosted by TagCell through UIHostingConfiguration") ?? false)
    }
}
