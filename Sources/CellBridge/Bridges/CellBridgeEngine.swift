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
            resolver = BundleCellSourceResolver(
                bundles: bundles, moduleNames: moduleNames, baseClass: Container.Cell.self)
            router = RenderRouter(osVersion: .current, strategy: strategy)
            _ = registry(for: container)
        }

        // MARK: Internal

        /// The container given at creation: where the single-view call shape dequeues from.
        private(set) weak var defaultContainer: Container?

        /// Receives events from hosted content with the index path resolved when they arrive, and
        /// the container the cell is in (one delegate may serve several).
        var eventSink: (@MainActor (AnyHashable, IndexPath, Container) -> Void)?
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
            let plan: DequeuePlan
            do {
                plan = try registry.planner.plan(for: Self.descriptor(for: viewModel), resolver: resolver)
            } catch {
                return fallbackCell(in: registry, at: indexPath, reporting: error)
            }
            if let registration = plan.registration {
                run(registration, in: container, bundle: viewModel.cellBundle.map(BundleCellSourceResolver.name(of:)))
            }
            let dequeued = container.dequeueCell(withReuseIdentifier: plan.path.reuseIdentifier, for: indexPath)
            switch plan.path {
            case .legacy:
                (dequeued as? ConfigurableCell)?.configure(with: viewModel)
            case .hostingConfiguration:
                guard #available(iOS 16.0, tvOS 16.0, *), let cell = dequeued as? Container.ConfigurationCell,
                    let renderable = viewModel as? SwiftUIRenderableCellViewModel
                else {
                    assertionFailure(
                        "CellBridge: '\(plan.path.reuseIdentifier)' did not dequeue its configuration cell")
                    return dequeued
                }
                cell.core.context.explicitScreen = parentViewController
                configure(cell, with: renderable)
            case .hostingCell(let identifier):
                guard let cell = dequeued as? Container.HostingCell,
                    let renderable = viewModel as? SwiftUIRenderableCellViewModel
                else {
                    assertionFailure("CellBridge: '\(identifier)' is not registered as a \(Container.HostingCell.self)")
                    return dequeued
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
            return dequeued
        }

        func willDisplay(_ cell: Container.Cell) {
            cell.cellBridgeWillDisplay()
            if let cell = cell as? Container.HostingCell, let name = cell.reuseIdentifier {
                CellBridgeDiagnostics.shared.recordDisplay(viewType: name)
            } else if let cell = cell as? Container.ConfigurationCell, let name = cell.core.viewTypeName {
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

        /// One container's registrations: UIKit keeps them per collection or table view.
        private final class Registry {
            weak var container: Container?
            var planner: DequeuePlanner

            init(container: Container, router: RenderRouter) {
                self.container = container
                planner = DequeuePlanner(router: router)
            }
        }

        private let resolver: BundleCellSourceResolver
        private let router: RenderRouter
        private let sizeCache = HostedSizeCache()
        private var registries: [ObjectIdentifier: Registry] = [:]
        /// Registrations the app asked for, replayed into every container the bridge meets.
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

        /// The registry of `container`, made (with the up-front and explicit registrations) the
        /// first time the bridge meets it.
        private func registry(for container: Container) -> Registry {
            let id = ObjectIdentifier(container)
            if let existing = registries[id], existing.container === container { return existing }
            registries = registries.filter { $0.value.container != nil }
            let registry = Registry(container: container, router: router)
            registries[id] = registry
            for command in registry.planner.prepare() { run(command, in: container) }
            for registration in explicitRegistrations {
                register(registration.source, registration.identifier, in: registry)
            }
            return registry
        }

        private func registerEverywhere(_ source: CellSource, _ identifier: String) {
            explicitRegistrations.append((source, identifier))
            if let defaultContainer { _ = registry(for: defaultContainer) }
            for registry in registries.values { register(source, identifier, in: registry) }
        }

        private func register(_ source: CellSource, _ identifier: String, in registry: Registry) {
            guard let container = registry.container else { return }
            do {
                if let command = try registry.planner.register(source, forReuseIdentifier: identifier) {
                    run(command, in: container)
                }
            } catch {
                report(error)
            }
        }

        /// Carries out a registration; a nib comes from the bundle it was found in (only `bundle`
        /// when the view model named one), or the one given to ``register(nibNamed:bundle:forReuseIdentifier:)``.
        private func run(_ command: RegistrationCommand, in container: Container, bundle: String? = nil) {
            switch command {
            case .register(.nib(let name), let identifier):
                let nibBundle =
                    nibBundles[name] ?? resolver.bundle(forNib: name, inBundle: bundle) ?? resolver.bundles[0]
                container.registerNib(UINib(nibName: name, bundle: nibBundle), forReuseIdentifier: identifier)
            case .register(.cellClass(let name), let identifier):
                let cellClass: AnyClass? = explicitClasses[name] ?? resolver.cellClass(named: name)
                container.registerClass(cellClass, forReuseIdentifier: identifier)
            case .register(.hostingCell, let identifier):
                container.registerClass(Container.HostingCell.self, forReuseIdentifier: identifier)
            case .register(.hostingConfigurationCell, let identifier):
                container.registerClass(Container.ConfigurationCell.self, forReuseIdentifier: identifier)
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

        private func fallbackCell(in registry: Registry, at indexPath: IndexPath, reporting error: Error)
            -> Container.Cell
        {
            report(error)
            guard let container = registry.container else { return Container.makeDetachedCell() }
            // Through the core's ledger like any explicit registration: registered once per container.
            explicitClasses[NSStringFromClass(Container.Cell.self)] = Container.Cell.self
            register(.cellClass(named: NSStringFromClass(Container.Cell.self)), Self.fallbackIdentifier, in: registry)
            return container.dequeueCell(withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
        }

        private func report(_ error: Error) {
            let message = (error as? RegistrationError)?.description ?? "\(error)"
            CellBridgeLog.error(message, in: CellBridgeLog.registration)
            assertionFailure("CellBridge: \(message)")
        }
    }
#endif
