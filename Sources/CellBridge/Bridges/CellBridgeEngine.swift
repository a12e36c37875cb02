#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// Everything ``CollectionCellBridge`` and ``TableCellBridge`` do, once, over either container.
    ///
    /// It runs the core's ``DequeuePlanner``: registration commands (lazy, idempotent,
    /// nib-or-class, the iOS 16+ shared cell class registered up front), the render path per item.
    /// Registrations belong to one collection or table view in UIKit, so the engine keeps a ledger
    /// per container it has dequeued from and always dequeues from the container that asked: one
    /// shared delegate may serve several views. What differs between a collection view and a
    /// table view is behind ``CellContainer``. A `className` that cannot be resolved asserts in
    /// debug builds with the core's message and yields an empty cell in release builds.
    @MainActor
    final class CellBridgeEngine<Container: CellContainer> {
        // MARK: Lifecycle

        init(container: Container, bundles: [Bundle], moduleNames: [String], strategy: HostingStrategy) {
            defaultContainer = container
            self.bundles = bundles
            self.moduleNames = moduleNames
            router = RenderRouter(osVersion: .current, strategy: strategy)
            _ = registry(for: container)
        }

        // MARK: Internal

        /// The container given at creation: where the single-view call shape dequeues from.
        private(set) weak var defaultContainer: Container?

        /// Receives events from hosted content with the index path resolved when they arrive, and
        /// the container the cell is in (one delegate may serve several).
        var eventSink: (@MainActor (AnyHashable, IndexPath, Container) -> Void)?
        /// Register the `UICollectionViewListCell` variants of the hosting cells (a list layout).
        var listCells = false
        /// Receives hosted content's navigation requests instead of the default route, when set.
        var navigationHandler: ((CellNavigationRequest) -> Void)?

        func renderPath(for viewModel: CollectionCellViewModel) -> RenderPath {
            router.route(Self.descriptor(for: viewModel))
        }

        /// The articles' call shape: dequeues from the container given at creation.
        func cell(
            for viewModel: CollectionCellViewModel, at indexPath: IndexPath, parentViewController: UIViewController?
        )
            -> Container.Cell
        {
            guard let defaultContainer else {
                assertionFailure(
                    "CellBridge: the \(Container.self) this bridge was created with is gone; pass the view that asks "
                        + "for the cell with cell(for:in:at:). UIKit rejects a cell it did not dequeue.")
                return Container.makeDetachedCell()
            }
            return cell(for: viewModel, in: defaultContainer, at: indexPath, parentViewController: parentViewController)
        }

        /// The cell for `viewModel`, dequeued from `container` (the view whose data source asked).
        func cell(
            for viewModel: CollectionCellViewModel, in container: Container, at indexPath: IndexPath,
            parentViewController: UIViewController?
        ) -> Container.Cell {
            let registry = registry(for: container)
            guard let path = plan(viewModel, as: .cell, in: registry) else {
                return fallbackCell(in: registry, at: indexPath)
            }
            let dequeued = container.dequeueCell(withReuseIdentifier: path.reuseIdentifier, for: indexPath)
            configure(dequeued, on: path, with: viewModel, parentViewController: parentViewController)
            return dequeued
        }

        /// A header or footer for `viewModel`, dequeued from `container` as `element`, registered
        /// if needed and configured; nil only when the container cannot give one (a table view
        /// asked for a collection's element kind).
        func supplementaryView(
            for viewModel: CollectionCellViewModel, as element: ReusableElement, in container: Container,
            at indexPath: IndexPath, parentViewController: UIViewController?
        ) -> UIView? {
            let registry = registry(for: container)
            let identifier: String
            if let path = plan(viewModel, as: element, in: registry) {
                identifier = path.reuseIdentifier
                guard
                    let view = container.dequeueSupplementaryView(
                        as: element, reuseIdentifier: identifier, at: indexPath)
                else { return nil }
                configure(view, on: path, with: viewModel, parentViewController: parentViewController)
                locate(view, as: element, in: container)
                return view
            }
            // Unresolvable: a plain view of the element's base class, registered once, so UIKit
            // gets a view it dequeued; the problem was reported.
            register(
                .cellClass(named: NSStringFromClass(Container.baseClass(of: element))), Self.fallbackIdentifier,
                as: element, in: registry)
            return container.dequeueSupplementaryView(
                as: element, reuseIdentifier: Self.fallbackIdentifier, at: indexPath)
        }

        /// Configures a cell that shows an item of the same kind again, in place, with `viewModel`:
        /// the iOS 14 form of `reconfigureItems` (a hosting cell keeps its controller and SwiftUI
        /// diffs the new content against the old).
        func reconfigure(
            _ cell: Container.Cell, with viewModel: CollectionCellViewModel, parentViewController: UIViewController?
        ) {
            configure(cell, on: renderPath(for: viewModel), with: viewModel, parentViewController: parentViewController)
        }

        /// Shows `viewModel` in `view` (a cell, header or footer), dequeued for `path`.
        private func configure(
            _ view: UIView, on path: RenderPath, with viewModel: CollectionCellViewModel,
            parentViewController: UIViewController?
        ) {
            switch path {
            case .legacy:
                (view as? ConfigurableCell)?.configure(with: viewModel)
            case .hostingConfiguration:
                guard #available(iOS 16.0, tvOS 16.0, *), let cell = view as? any HostingConfigurationCell,
                    let renderable = viewModel as? SwiftUIRenderableCellViewModel
                else {
                    assertionFailure("CellBridge: '\(path.reuseIdentifier)' did not dequeue its configuration cell")
                    return
                }
                cell.core.context.explicitScreen = parentViewController
                configure(cell, with: renderable)
            case .hostingCell(let identifier):
                guard let cell = view as? any HostingCellCoreOwner,
                    let renderable = viewModel as? SwiftUIRenderableCellViewModel
                else {
                    assertionFailure("CellBridge: '\(identifier)' is not registered as a CellBridge hosting view")
                    return
                }
                CellBridgeDiagnostics.shared.measureConfigure(viewType: identifier) {
                    cell.core.sizing = sizeCache.key(
                        viewType: identifier, identity: renderable.itemIdentity, version: renderable.itemVersion)
                    cell.core.configure(
                        renderable.makeHostedView(), parent: parentViewController, identity: renderable.itemIdentity,
                        containment: renderable.hostingContainment)
                }
                connect(cell.core.context)
            }
        }

        func willDisplay(_ cell: Container.Cell) {
            cell.cellBridgeWillDisplay()
            if let cell = cell as? any HostingCellCoreOwner, let name = cell.reuseIdentifier {
                CellBridgeDiagnostics.shared.recordDisplay(viewType: name)
            } else if let cell = cell as? any HostingConfigurationCell, let name = cell.core.viewTypeName {
                CellBridgeDiagnostics.shared.recordDisplay(viewType: name)
            }
        }

        func didEndDisplaying(_ cell: Container.Cell) {
            cell.cellBridgeDidEndDisplaying()
        }

        /// Who answers a tap on the item's cell (``CellSelectionRules``); legacy cells select.
        func tapHandling(for viewModel: CollectionCellViewModel) -> CellTapHandling {
            (viewModel as? SwiftUIRenderableCellViewModel)?.tapHandling ?? .cellSelects
        }

        /// The swipe actions `actions` as UIKit's configuration for the item at `indexPath` of
        /// `askingContainer` (default: the container given at creation), or nil when the core's
        /// ``SwipeActionRouting`` leaves the row to SwiftUI's own `.swipeActions` or to none.
        /// Handlers get the index path the item has when they fire, resolved from the swiped cell.
        func swipeActionsConfiguration(
            _ actions: [CellSwipeAction], for viewModel: CollectionCellViewModel, in askingContainer: Container?,
            at indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            guard
                SwipeActionRouting.source(for: renderPath(for: viewModel), declaresActions: !actions.isEmpty)
                    == .declaredActions,
                let container = askingContainer ?? defaultContainer
            else { return nil }
            // The swipe starts now, the action fires later: keep the cell, not the index path.
            let swipedCell = container.visibleCell(at: indexPath)
            let contextual = actions.map { action in
                let style: UIContextualAction.Style = action.style == .destructive ? .destructive : .normal
                let contextualAction = UIContextualAction(style: style, title: action.title) {
                    [weak container, weak swipedCell] _, _, completion in
                    guard let container, let swipedCell, let current = container.currentIndexPath(of: swipedCell)
                    else {
                        completion(false)
                        return
                    }
                    completion(action.handler(current))
                }
                if let name = action.systemImageName { contextualAction.image = UIImage(systemName: name) }
                if let color = action.backgroundColor { contextualAction.backgroundColor = color }
                return contextualAction
            }
            return UISwipeActionsConfiguration(actions: contextual)
        }

        func register(_ cellClass: AnyClass, forReuseIdentifier identifier: String) {
            let name = NSStringFromClass(cellClass)
            explicitClasses[name] = cellClass
            registerEverywhere(.cellClass(named: name), identifier)
        }

        func register(nibNamed nibName: String, bundle: Bundle?, forReuseIdentifier identifier: String) {
            if let bundle { nibBundles[nibName] = bundle }
            registerEverywhere(.nib(named: nibName), identifier)
        }

        func registerHostingCell(forReuseIdentifier identifier: String) {
            registerEverywhere(.hostingCell, identifier)
        }

        // MARK: Private

        /// One container's registrations: UIKit keeps them per collection or table view, and per
        /// element kind within it (a header's identifier is not a cell's).
        private final class Registry {
            weak var container: Container?
            var planners: [ReusableElement: DequeuePlanner] = [:]
            private let router: RenderRouter

            init(container: Container, router: RenderRouter) {
                self.container = container
                self.router = router
            }

            /// The planner of `element`'s registrations, made on first use.
            func planner(for element: ReusableElement) -> DequeuePlanner {
                planners[element] ?? DequeuePlanner(router: router)
            }
        }

        private let bundles: [Bundle]
        private let moduleNames: [String]
        private let router: RenderRouter
        private let sizeCache = HostedSizeCache()
        private var registries: [ObjectIdentifier: Registry] = [:]
        /// One resolver per element kind: a header's legacy class must be a reusable view.
        private var resolvers: [ReusableElement: BundleCellSourceResolver] = [:]
        /// Cell registrations the app asked for, replayed into every container the bridge meets.
        private var explicitRegistrations: [(source: CellSource, identifier: String)] = []
        private var explicitClasses: [String: AnyClass] = [:]
        private var nibBundles: [String: Bundle] = [:]

        // Generic types cannot have static stored properties.
        private static var fallbackIdentifier: String { "CellBridge.UnresolvableCell" }

        private static func descriptor(for viewModel: CollectionCellViewModel) -> CellItemDescriptor {
            CellItemDescriptor(
                className: viewModel.className, isSwiftUIBacked: viewModel is SwiftUIRenderableCellViewModel,
                bundle: viewModel.cellBundle.map(BundleCellSourceResolver.name(of:)))
        }

        /// Legacy lookups for `element`: nibs in the bridge's bundles, classes in its modules that
        /// descend from the element's base class.
        private func resolver(for element: ReusableElement) -> BundleCellSourceResolver {
            if let existing = resolvers[element] { return existing }
            let resolver = BundleCellSourceResolver(
                bundles: bundles, moduleNames: moduleNames, baseClass: Container.baseClass(of: element))
            resolvers[element] = resolver
            return resolver
        }

        /// The path of `viewModel` as `element`, its registration run first; nil (reported) when
        /// it cannot be registered.
        private func plan(_ viewModel: CollectionCellViewModel, as element: ReusableElement, in registry: Registry)
            -> RenderPath?
        {
            guard let container = registry.container else { return nil }
            var planner = registry.planner(for: element)
            defer { registry.planners[element] = planner }
            do {
                let plan = try planner.plan(
                    for: Self.descriptor(for: viewModel), as: element, resolver: resolver(for: element))
                if let registration = plan.registration {
                    run(
                        registration, as: element, in: container,
                        bundle: viewModel.cellBundle.map(BundleCellSourceResolver.name(of:)))
                }
                return plan.path
            } catch {
                report(error)
                return nil
            }
        }

        /// The registry of `container`, made (with the up-front and explicit registrations) the
        /// first time the bridge meets it.
        private func registry(for container: Container) -> Registry {
            let id = ObjectIdentifier(container)
            if let existing = registries[id], existing.container === container { return existing }
            registries = registries.filter { $0.value.container != nil }
            let registry = Registry(container: container, router: router)
            registries[id] = registry
            var cells = registry.planner(for: .cell)
            let prepared = cells.prepare()
            registry.planners[.cell] = cells
            for command in prepared { run(command, as: .cell, in: container) }
            for registration in explicitRegistrations {
                register(registration.source, registration.identifier, as: .cell, in: registry)
            }
            return registry
        }

        private func registerEverywhere(_ source: CellSource, _ identifier: String) {
            explicitRegistrations.append((source, identifier))
            if let defaultContainer { _ = registry(for: defaultContainer) }
            for registry in registries.values { register(source, identifier, as: .cell, in: registry) }
        }

        private func register(
            _ source: CellSource, _ identifier: String, as element: ReusableElement, in registry: Registry
        ) {
            guard let container = registry.container else { return }
            var planner = registry.planner(for: element)
            defer { registry.planners[element] = planner }
            do {
                if let command = try planner.register(source, forReuseIdentifier: identifier) {
                    run(command, as: element, in: container)
                }
            } catch {
                report(error)
            }
        }

        /// Carries out a registration; a nib comes from the bundle it was found in (only `bundle`
        /// when the view model named one), or the one given to ``register(nibNamed:bundle:forReuseIdentifier:)``.
        private func run(
            _ command: RegistrationCommand, as element: ReusableElement, in container: Container, bundle: String? = nil
        ) {
            switch command {
            case .register(.nib(let name), let identifier):
                let nibBundle =
                    nibBundles[name] ?? resolver(for: element).bundle(forNib: name, inBundle: bundle) ?? bundles.first
                    ?? .main
                container.registerNib(UINib(nibName: name, bundle: nibBundle), as: element, reuseIdentifier: identifier)
            case .register(.cellClass(let name), let identifier):
                let viewClass: AnyClass? =
                    explicitClasses[name] ?? resolver(for: element).cellClass(named: name, inBundle: bundle)
                container.registerClass(viewClass, as: element, reuseIdentifier: identifier)
            case .register(let source, let identifier):
                container.registerClass(
                    Container.hostingClass(for: source, as: element, listCells: listCells), as: element,
                    reuseIdentifier: identifier)
            }
        }

        /// A header or footer's content resolves its position through the container that
        /// dequeued it, and resizes as the element it is (``ResizePlanner``).
        private func locate(_ view: UIView, as element: ReusableElement, in container: Container) {
            let context: HostedContentContext
            if let owner = view as? any HostingCellCoreOwner {
                owner.core.element = element
                context = owner.core.context
            } else if let cell = view as? any HostingConfigurationCell {
                cell.core.element = element
                context = cell.core.context
            } else {
                return
            }
            context.positionResolver = { [weak view, weak container] in
                guard let view, let container else { return nil }
                return container.currentPosition(ofSupplementary: view, as: element)
            }
        }

        /// The iOS 16+ configure, timed as one hosted configure of the item's view type.
        @available(iOS 16.0, tvOS 16.0, *)
        private func configure(_ cell: any HostingConfigurationCell, with viewModel: SwiftUIRenderableCellViewModel) {
            let viewType = viewModel.className
            CellBridgeDiagnostics.shared.measureConfigure(viewType: viewType) {
                cell.core.viewTypeName = viewType
                cell.core.sizing = sizeCache.key(
                    viewType: viewType, identity: viewModel.itemIdentity, version: viewModel.itemVersion)
                cell.show(viewModel.makeHostedView(), identity: viewModel.itemIdentity)
            }
            connect(cell.core.context)
        }

        /// Events and navigation requests from the content reach the bridge's handlers.
        private func connect(_ context: HostedContentContext) {
            context.bridgeEventSink = { [weak self, weak context] event, indexPath in
                guard let container = context?.cell?.enclosing(Container.self) else { return }
                self?.eventSink?(event, indexPath, container)
            }
            context.bridgeNavigationHandler = { [weak self] in self?.navigationHandler }
        }

        /// An empty cell for an item that could not be registered (the problem was reported).
        private func fallbackCell(in registry: Registry, at indexPath: IndexPath) -> Container.Cell {
            guard let container = registry.container else { return Container.makeDetachedCell() }
            // Through the core's ledger like any explicit registration: registered once per container.
            explicitClasses[NSStringFromClass(Container.Cell.self)] = Container.Cell.self
            register(
                .cellClass(named: NSStringFromClass(Container.Cell.self)), Self.fallbackIdentifier, as: .cell,
                in: registry)
            return container.dequeueCell(withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
        }

        private func report(_ error: Error) {
            let message = (error as? RegistrationError)?.description ?? "\(error)"
            CellBridgeLog.error(message, in: CellBridgeLog.registration)
            assertionFailure("CellBridge: \(message)")
        }
    }
#endif
