import CellBridgeMigratorKit
import XCTest

/// `state-object-owned-outside-view` reports only an instance handed in from outside, once per property, and
/// stays quiet on the view creating its own object however that is written (issue 10, item 7).
final class StateObjectOwnershipTests: XCTestCase {
    private func findings(_ files: [String: String]) throws -> [Finding] {
        try TemporaryProject.scan(files).findings.filter { $0.rule == .stateObjectOwnedOutsideView }
    }

    private static let detailView = """
        import SwiftUI
        struct DetailView: View {
            @StateObject private var viewModel: DetailViewModel
            init(viewModel: DetailViewModel) {
                _viewModel = StateObject(wrappedValue: viewModel)
            }
            var body: some View { Text(viewModel.title) }
        }
        """

    func testTheViewCreatingItsObjectIsTheCorrectPattern() throws {
        let creating = """
            import SwiftUI
            struct HomeView: View {
                @StateObject var home: HomeViewModel
                @StateObject var cart: CartViewModel
                @StateObject var lazyModel: LazyViewModel
                init(service: Service, makeLazy: @autoclosure @escaping () -> LazyViewModel) {
                    _home = StateObject(wrappedValue: HomeViewModel(service: service))
                    let cart = CartViewModel(service: service)
                    _cart = StateObject(wrappedValue: cart)
                    _lazyModel = StateObject(wrappedValue: makeLazy())
                }
                var body: some View { Text("home") }
            }
            """
        XCTAssertEqual(try findings(["HomeView.swift": creating]), [])

        // Every call site constructs: inline, a factory, a computed property, a local handed once to a hosting
        // controller's root view.
        let callers = """
            import SwiftUI
            import UIKit
            final class DetailHostingController: UIHostingController<DetailView> {
                init(viewModel: DetailViewModel) {
                    super.init(rootView: DetailView(viewModel: viewModel))
                }
            }
            struct ListView: View {
                var made: DetailViewModel { DetailViewModel(title: "computed") }
                var body: some View {
                    VStack {
                        DetailView(viewModel: DetailViewModel(title: "inline"))
                        DetailView(viewModel: makeViewModel())
                        DetailView(viewModel: made)
                    }
                }
                func makeViewModel() -> DetailViewModel { DetailViewModel(title: "factory") }
                func open() {
                    let local = DetailViewModel(title: "local")
                    _ = UIHostingController(rootView: DetailView(viewModel: local))
                }
            }
            """
        XCTAssertEqual(try findings(["DetailView.swift": Self.detailView, "ListView.swift": callers]), [])
    }

    /// Issue 26's field test: a hosting controller that builds its root view into a local before handing it over
    /// builds it once, like `super.init(rootView: DetailView(viewModel: viewModel))`.
    func testAViewBuiltIntoALocalForTheHostingRootIsBuiltOnce() throws {
        let controller = """
            import SwiftUI
            final class DetailHostingController: UIHostingController<DetailView> {
                private let viewModel: DetailViewModel
                init(viewModel: DetailViewModel) {
                    self.viewModel = viewModel
                    let screen = DetailView(viewModel: viewModel)
                    super.init(rootView: screen)
                }
                required init?(coder: NSCoder) { nil }
            }
            """
        XCTAssertEqual(
            try findings(["DetailView.swift": Self.detailView, "DetailHostingController.swift": controller]), [])
        let reused = controller.replacingOccurrences(
            of: "super.init(rootView: screen)", with: "super.init(rootView: other)")
        XCTAssertEqual(
            try findings(["DetailView.swift": Self.detailView, "DetailHostingController.swift": reused]).count, 1,
            "a view built here but not the root is not exempt")
    }

    func testAnInstanceOwnedElsewhereIsReportedOncePerProperty() throws {
        // The payload of an enum case owned by a state, in a file the prefilter skips (read byte-level).
        let alert = """
            import SwiftUI
            enum PaymentAlert {
                case failed(DetailViewModel)
            }
            struct AlertView: View {
                let alert: PaymentAlert
                var body: some View {
                    switch alert {
                    case .failed(let viewModel):
                        DetailView(viewModel: viewModel)
                    }
                }
            }
            """
        let found = try findings(["DetailView.swift": Self.detailView, "AlertView.swift": alert])
        XCTAssertEqual(found.map(\.line), [3], "one finding, at the property, not also at StateObject(wrappedValue:)")
        XCTAssertEqual(found.first?.file, "DetailView.swift")
        XCTAssertTrue(found.first?.message.contains("`viewModel` at AlertView.swift:10") ?? false, "\(found)")

        // A parent's published child, shown in a sheet: the closure parameter is someone else's instance.
        let sheet = """
            import SwiftUI
            struct OrderView: View {
                @ObservedObject var order: OrderViewModel
                var body: some View {
                    Text("order").sheet(item: $order.detail) { detail in
                        DetailView(viewModel: detail)
                    }
                }
            }
            """
        XCTAssertEqual(try findings(["DetailView.swift": Self.detailView, "OrderView.swift": sheet]).count, 1)
    }
}
