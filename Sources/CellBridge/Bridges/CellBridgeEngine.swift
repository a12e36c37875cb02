#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// Everything ``CollectionCellBridge`` and ``TableCellBridge`` do, once, over either container.
    ///
    /// It runs the core's ``DequeuePlanner`` through ``CellProvision``: registration commands (lazy,
    /// idempotent, only for what the app said CellBridge owns, never over a registration a table
    /// says it has), the render path per item, and a registered fallback cell whenever an item
    /// cannot be shown, so every data source callback returns a view the container dequeued. Registrations belong to one collection or
    /// table view in UIKit, so the engine keeps a ledger per container it has dequeued from and
    /// always dequeues from the container that asked: one shared delegate may serve several views,
    /// and the hosting controllers of each become children of that view's controller
    /// (``ContainmentParent``). What differs between a collection view and a table view is
    /// behind ``CellContainer``. Problems are reported once (``CellBridgeProblems``) and show the
    /// fallback cell, in every build.
    @MainActor
    final class CellBridgeEngine<Container: CellContainer> {
        // MARK: Lifecycle

        init(
            container: Container, bundles: [Bundle], moduleNames: [String], strategy: HostingStrategy,
            usesListCells: Bool = false, registeredByApp: Set<String> = [], legacyCells: LegacyCellRegistration
        ) {
            defaultContainer = container
            self.bundles = bundles
            self.moduleNames = moduleNames
            router = RenderRouter(osVersion: .current, strategy: strategy)
            defaultListCells = usesListCells
            self.registeredByApp = registeredByApp
            self.legacyCells = legacyCells
            forwardingMonitor = DelegateForwardingMonitor(container: Container.containerKind)
            // Nothing is registered here: settings that shape registrations (list cells) may still be
            // set after the bridge is made, until its first dequeue (RegistrationShapingSetting).
        }

        // MARK: Internal

        /// The container given at creation: where the single-view call shape dequeues from.
        private(set) weak var defaultContainer: Container?

        /// Receives events from hosted content with the index path resolved when they arrive, and
        /// the container the cell is in (one delegate may serve several).
        var eventSink: (@MainActor (AnyHashable, IndexPath, Container) -> Void)?
        /// Receives hosted content's navigation requests instead of the default route, when set.
        var navigationHandler: ((CellNavigationRequest) -> Void)?
        /// What a displayed height is remembered by: the item (its ``ItemIdentity``, which keeps
        /// `BannerViewModel` 1 apart from `ProfileViewModel` 1) and the SwiftUI view that showed it.
        struct DisplayedItem: Hashable {
            var viewType: String
            var identity: AnyHashable
        }

        /// Heights hosted rows had when they ended display, for a table's estimates.
        private(set) var displayedHeights = DisplayedHeights<DisplayedItem>()

        /// Whether SwiftUI items of views met from now on get `UICollectionViewListCell`s.
        private(set) var defaultListCells: Bool

        func renderPath(for viewModel: CollectionCellViewModel) -> RenderPath {
            router.route(descriptor(for: viewModel))
        }

        /// Sets whether SwiftUI items get list cells, in `container` or (nil) in the bridge's own
        /// view and every view it meets later. Fails loudly once hosting cells were registered
        /// with the other value: UIKit would keep dequeuing those.
        func setUsesListCells(_ usesListCells: Bool, in container: Container?) {
            if container == nil { defaultListCells = usesListCells }
            guard let target = container ?? defaultContainer else { return }
            let registry = registry(for: target)
            var planner = registry.planner(for: .cell)
            do {
                try planner.setUsesListCells(usesListCells)
            } catch {
                CellBridgeProblems.report((error as? RegistrationError)?.description ?? "\(error)")
            }
            registry.planners[.cell] = planner
        }

        /// Whether SwiftUI items in `container` get list cells.
        func usesListCells(in container: Container?) -> Bool {
            guard let container = container ?? defaultContainer else { return defaultListCells }
            return registry(for: container).planner(for: .cell).ledger.listCells.value
        }

        /// The articles' call shape: dequeues from the container given at creation.
        func cell(
            for viewModel: CollectionCellViewModel, at indexPath: IndexPath, parentViewController: UIViewController?
        ) -> Container.Cell {
            guard let defaultContainer else {
                CellBridgeProblems.report(
                    "the \(Container.self) this bridge was created with is gone; pass the view that asks for the cell "
                        + "with cell(for:in:at:). UIKit rejects a cell it did not dequeue.")
                return Container.makeDetachedCell()
            }
            if registries.values.contains(where: { $0.container != nil && $0.container !== defaultContainer }) {
                logOnce(
                    "this bridge serves several \(Container.self)s but cell(for:at:) always dequeues from the "
                        + "one it was created with, which UIKit rejects when another view's data source asks. Pass the "
                        + "view that asks: cell(for:in:at:).")
            }
            return cell(for: viewModel, in: defaultContainer, at: indexPath, parentViewController: parentViewController)
        }

        /// The cell for `viewModel` (nil: the data source has none for the position), dequeued from
        /// `container`, the view whose data source asked. Always a dequeued cell. `itemID` is a
        /// diffable data source's identifier for the item (``ItemIdentityChoice``).
        func cell(
            for viewModel: CollectionCellViewModel?, in container: Container, at indexPath: IndexPath,
            parentViewController: UIViewController?, itemID: AnyHashable? = nil
        ) -> Container.Cell {
            let view = provide(
                viewModel, as: .cell, in: container, at: indexPath, parent: parentViewController, itemID: itemID)
            guard let cell = view as? Container.Cell else {
                CellBridgeProblems.report("\(type(of: view)) was dequeued as a \(Container.Cell.self)")
                return Container.makeDetachedCell()
            }
            return cell
        }

        /// A header or footer for `viewModel`, dequeued from `container` as `element`, registered
        /// if needed and configured; the registered fallback view when it cannot be shown.
        func supplementaryView(
            for viewModel: CollectionCellViewModel?, as element: ReusableElement, in container: Container,
            at indexPath: IndexPath, parentViewController: UIViewController?
        ) -> UIView {
            provide(viewModel, as: element, in: container, at: indexPath, parent: parentViewController)
        }

        /// Configures a cell that shows an item of the same kind again, in place, with `viewModel`:
        /// the iOS 14 form of `reconfigureItems` (a hosting cell keeps its controller and SwiftUI
        /// diffs the new content against the old).
        func reconfigure(
            _ cell: Container.Cell, in container: Container, with viewModel: CollectionCellViewModel,
            parentViewController: UIViewController?, itemID: AnyHashable? = nil
        ) {
            // Newer than anything waiting for the cell's next display.
            (cell as? any BridgeHostingView)?.hostedContext.whenNextDisplayed = nil
            configure(
                cell, on: renderPath(for: viewModel), with: viewModel,
                parentViewController: parent(for: container, given: parentViewController), itemID: itemID)
            shown.record(viewModel, shownIn: cell)
        }

        /// Configures a cell again where it is and asks it to resize: UIKit measures only the cells it
        /// dequeues (iOS 14's form of a reconfigure, and what a classic data source gets).
        /// `isOnScreen`: false for a cell UIKit holds off screen (prefetched, or kept after it
        /// scrolled off, ``ItemCells``). A hosting cell there gets the content right after its next
        /// display is forwarded, by the bridge or by hand (its context's `whenNextDisplayed`):
        /// configured off screen, its controller would join the screen and run `onAppear` for a cell
        /// nobody sees. A legacy cell is configured at once and asks to resize when displayed. A
        /// reuse of the cell drops what was waiting.
        func replaceContentInPlace(
            of cell: Container.Cell, in container: Container, with viewModel: CollectionCellViewModel,
            parentViewController: UIViewController?, itemID: AnyHashable? = nil, isOnScreen: Bool
        ) {
            if !isOnScreen, let hosted = cell as? any BridgeHostingView {
                hosted.hostedContext.whenNextDisplayed = {
                    [weak self, weak cell, weak container, weak parentViewController] in
                    guard let self, let cell, let container else { return }
                    self.replaceContentInPlace(
                        of: cell, in: container, with: viewModel, parentViewController: parentViewController,
                        itemID: itemID, isOnScreen: true)
                }
                return
            }
            reconfigure(
                cell, in: container, with: viewModel, parentViewController: parentViewController, itemID: itemID)
            askToResize(cell, isOnScreen: isOnScreen)
        }

        /// Asks `cell`, whose content changed, to resize: now when it is on screen, else when it is
        /// next displayed. UIKit sized a prefetched cell from the content it had then, and a cell
        /// displayed again without the data source is not measured again.
        func askToResize(_ cell: Container.Cell, isOnScreen: Bool) {
            if isOnScreen {
                ResizeScheduler.shared.cellRequestedResize(cell, kind: Container.containerKind)
            } else if let hosted = cell as? any BridgeHostingView {
                guard hosted.hostedContext.whenNextDisplayed == nil else { return }  // waiting content resizes
                hosted.hostedContext.whenNextDisplayed = { [weak cell] in
                    if let cell { ResizeScheduler.shared.cellRequestedResize(cell, kind: Container.containerKind) }
                }
            } else {
                if legacyResizeWhenDisplayed[ObjectIdentifier(cell)] == nil {
                    legacyResizeWhenDisplayed = legacyResizeWhenDisplayed.filter { $0.value.view != nil }
                }
                legacyResizeWhenDisplayed[ObjectIdentifier(cell)] = WeakView(view: cell)
            }
        }

        /// Updates the items at `indexPaths` of a classic data source to the view models `viewModelAt`
        /// gives, keeping their cells (and their SwiftUI state) where the core's ``ItemUpdate`` allows:
        /// UIKit's own reconfigure on iOS 15+ (it configures the existing cell, prefetched ones
        /// included), the content replaced in place on iOS 14; a reload only for an item that now
        /// needs another kind of cell, or (iOS 14) one not on screen.
        func reconfigureItems(
            at indexPaths: [IndexPath], in container: Container, parentViewController: UIViewController?,
            viewModelAt: (IndexPath) -> CollectionCellViewModel?
        ) {
            var reconfigure: [IndexPath] = []
            var reload: [IndexPath] = []
            for indexPath in indexPaths {
                guard let viewModel = viewModelAt(indexPath) else { continue }
                let cell = container.visibleCell(at: indexPath)
                let shown = shown.viewModel(shownIn: cell)
                // A cell that is not on screen or that the bridge did not configure (dequeued by the app,
                // a fallback) may be another kind of cell: reconfiguring it into a different one
                // throws. The app named this item as changed, and an index path cannot name a cell
                // UIKit prefetched (unlike a diffable item), so it is reloaded.
                let decision =
                    shown.map {
                        ItemUpdate.decision(
                            from: ItemUpdate.Item(viewModel: $0), to: ItemUpdate.Item(viewModel: viewModel),
                            osVersion: .current, hasCell: true)
                    } ?? .reload
                switch decision {
                case .keepCell: continue
                case .reconfigure: reconfigure.append(indexPath)
                case .reload: reload.append(indexPath)
                case .replaceContentInPlace:
                    guard let cell else {
                        reload.append(indexPath)
                        continue
                    }
                    replaceContentInPlace(
                        of: cell, in: container, with: viewModel,
                        parentViewController: parent(for: container, given: parentViewController), isOnScreen: true)
                }
            }
            if !reconfigure.isEmpty {
                container.reconfigureCells(at: reconfigure)
                askReconfiguredCellsToResize(at: reconfigure, in: container)
            }
            if !reload.isEmpty { container.reloadCells(at: reload) }
        }

        /// Before iOS 16 UIKit measures only the cells it dequeues, and a reconfigure dequeues none:
        /// the reconfigured cells on screen ask to resize (``ItemUpdate/reconfiguredCellsAskToResize(osVersion:)``).
        func askReconfiguredCellsToResize(at indexPaths: [IndexPath], in container: Container) {
            guard ItemUpdate.reconfiguredCellsAskToResize(osVersion: .current) else { return }
            for indexPath in indexPaths {
                if let cell = container.visibleCell(at: indexPath) { askToResize(cell, isOnScreen: true) }
            }
        }

        /// The view model of the cell at `indexPath` of `container`, when it is visible and this
        /// bridge configured it: what a delegate the bridge answers for asks about.
        func shownViewModel(at indexPath: IndexPath, in container: Container) -> CollectionCellViewModel? {
            shown.viewModel(shownIn: container.visibleCell(at: indexPath))
        }

        func willDisplay(_ cell: Container.Cell) {
            // A hosting cell runs what waited for this display itself (its context).
            cell.cellBridgeWillDisplay()
            if legacyResizeWhenDisplayed.removeValue(forKey: ObjectIdentifier(cell))?.view === cell {
                ResizeScheduler.shared.cellRequestedResize(cell, kind: Container.containerKind)
            }
            if let name = (cell as? any BridgeHostingView)?.hostedViewTypeName {
                CellBridgeDiagnostics.shared.recordDisplay(viewType: name)
            }
        }

        func didEndDisplaying(_ cell: Container.Cell) {
            cell.cellBridgeDidEndDisplaying()
            #if DEBUG
                // Self-check fault: a table row's height is never remembered, so its estimate stays nil.
                if SelfCheckFaultSwitch.isOn("displayed-height-not-recorded") { return }
            #endif
            if Container.containerKind == .tableView, let hosted = cell as? any BridgeHostingView,
                let name = hosted.hostedViewTypeName, let identity = hosted.hostedContext.currentIdentity
            {
                displayedHeights.record(
                    Double(cell.bounds.height), for: DisplayedItem(viewType: name, identity: identity))
            }
        }

        /// The height the row of `viewModel` had when last displayed (SwiftUI items with an identity),
        /// looked up under the identity its content was shown with (`itemID`: a diffable item's).
        func displayedHeight(for viewModel: CollectionCellViewModel, itemID: AnyHashable? = nil) -> Double? {
            guard let renderable = viewModel as? SwiftUIRenderableCellViewModel,
                let identity = Self.itemIdentity(of: renderable, itemID: itemID)
            else { return nil }
            return displayedHeights.estimate(
                for: DisplayedItem(viewType: viewModel.className, identity: AnyHashable(identity)))
        }

        /// Who answers a tap on the item's cell (``CellSelectionRules``); legacy cells select.
        func tapHandling(for viewModel: CollectionCellViewModel) -> CellTapHandling {
            (viewModel as? SwiftUIRenderableCellViewModel)?.tapHandling ?? .cellSelects
        }

        /// The swipe actions `actions` as UIKit's configuration for the item at `indexPath` of
        /// `askingContainer` (default: the container given at creation), or nil when the core's
        /// ``SwipeActionRouting`` leaves the row to SwiftUI's own `.swipeActions` or to none.
        /// Handlers get the index path the item has when they fire, resolved from the swiped cell;
        /// a hosted cell that shows another item by then (reused by a reload) runs no handler. A
        /// legacy cell has no such stamp: UIKit closes the swipe when it reloads the row.
        func swipeActionsConfiguration(
            _ actions: [CellSwipeAction], for viewModel: CollectionCellViewModel, in askingContainer: Container?,
            at indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            #if DEBUG
                // Self-check fault: the declared swipe actions never reach UIKit.
                if SelfCheckFaultSwitch.isOn("swipe-actions-not-provided") { return nil }
                // Self-check fault: a handler gets the index path the swipe began at, not its row's now.
                let actions =
                    SelfCheckFaultSwitch.isOn("swipe-position-captured")
                    ? SelfCheckFaultSwitch.pinned(actions, to: indexPath) : actions
            #endif
            guard
                SwipeActionRouting.source(for: renderPath(for: viewModel), declaresActions: !actions.isEmpty)
                    == .declaredActions,
                let container = askingContainer ?? defaultContainer
            else { return nil }
            // The swipe starts now, the action fires later: keep the cell and the stamp of the content
            // it shows, which changes when it is reused or shows another item (not on a reconfigure
            // of the same item), so an action never runs for a row that is not the one swiped.
            let swipedCell = container.visibleCell(at: indexPath)
            let shown = (swipedCell as? any BridgeHostingView)?.hostedContext.contentStamp
            let contextual = actions.map { action in
                let style: UIContextualAction.Style = action.style == .destructive ? .destructive : .normal
                let contextualAction = UIContextualAction(style: style, title: action.title) {
                    [weak container, weak swipedCell] _, _, completion in
                    guard let container, let swipedCell, let current = container.currentIndexPath(of: swipedCell),
                        shown == (swipedCell as? any BridgeHostingView)?.hostedContext.contentStamp
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

        /// Registers a class for `identifier` as `element` in every container the bridge meets.
        func register(_ viewClass: AnyClass, as element: ReusableElement, forReuseIdentifier identifier: String) {
            let name = NSStringFromClass(viewClass)
            explicitClasses[name] = viewClass
            registerEverywhere(.cellClass(named: name), identifier, as: element)
        }

        /// Registers a nib for `identifier` as `element` in every container the bridge meets.
        func register(
            nibNamed nibName: String, bundle: Bundle?, as element: ReusableElement,
            forReuseIdentifier identifier: String
        ) {
            if let bundle { nibBundles[nibName] = bundle }
            registerEverywhere(.nib(named: nibName), identifier, as: element)
        }

        func registerHostingCell(forReuseIdentifier identifier: String) {
            registerEverywhere(.hostingCell, identifier, as: .cell)
        }

        // MARK: Private

        /// One container's registrations: UIKit keeps them per collection or table view, and per
        /// element kind within it (a header's identifier is not a cell's).
        private final class Registry {
            weak var container: Container?
            var planners: [ReusableElement: DequeuePlanner] = [:]
            private let makePlanner: () -> DequeuePlanner

            init(container: Container, makePlanner: @escaping () -> DequeuePlanner) {
                self.container = container
                self.makePlanner = makePlanner
            }

            /// The planner of `element`'s registrations, made on first use.
            func planner(for element: ReusableElement) -> DequeuePlanner {
                planners[element] ?? makePlanner()
            }
        }

        private let bundles: [Bundle]
        private let moduleNames: [String]
        private let router: RenderRouter
        private let registeredByApp: Set<String>
        private let legacyCells: LegacyCellRegistration
        private let forwardingMonitor: DelegateForwardingMonitor
        private let shown = ShownViewModels()
        /// Legacy cells whose content changed while UIKit held them off screen: they ask to resize when
        /// next displayed. The entry holds the cell weakly and applies only to that same cell.
        private var legacyResizeWhenDisplayed: [ObjectIdentifier: WeakView] = [:]
        private struct WeakView {
            weak var view: UIView?
        }
        private var registries: [ObjectIdentifier: Registry] = [:]
        /// One resolver per element kind: a header's legacy class must be a reusable view.
        private var resolvers: [ReusableElement: BundleCellSourceResolver] = [:]
        /// Registrations the app asked for, replayed into every container the bridge meets.
        private var explicitRegistrations: [(source: CellSource, identifier: String, element: ReusableElement)] = []
        private var explicitClasses: [String: AnyClass] = [:]
        private var nibBundles: [String: Bundle] = [:]
        #if DEBUG
            /// Set under the self-check fault `fallback-for-every-later-item` once an item fell back.
            private var selfCheckFellBack = false
        #endif

        /// The core's view of an item. When the app registers its legacy cells, a bundle the view
        /// model names is not part of the identifier (the app registered the bare name), so the
        /// table is asked, and the cell dequeued, under that name (``DequeuePlanner``).
        private func descriptor(for viewModel: CollectionCellViewModel) -> CellItemDescriptor {
            let isSwiftUIBacked = viewModel is SwiftUIRenderableCellViewModel
            let bundle = legacyCells == .byApp && !isSwiftUIBacked ? nil : viewModel.cellBundle
            return CellItemDescriptor(
                className: viewModel.className, isSwiftUIBacked: isSwiftUIBacked,
                bundle: bundle.map(BundleCellSourceResolver.name(of:)), registeredByApp: viewModel.registeredByApp)
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

        /// The view for one data source callback: planned by the core (``CellProvision``),
        /// registered, dequeued from `container` with the index path, and configured.
        private func provide(
            _ requested: CollectionCellViewModel?, as element: ReusableElement, in container: Container,
            at indexPath: IndexPath, parent given: UIViewController?, itemID: AnyHashable? = nil
        ) -> UIView {
            #if DEBUG
                // Self-check fault: after one item fell back, every later item falls back too.
                let viewModel =
                    SelfCheckFaultSwitch.isOn("fallback-for-every-later-item") && selfCheckFellBack ? nil : requested
            #else
                let viewModel = requested
            #endif
            let registry = registry(for: container)
            var planner = registry.planner(for: element)
            let descriptor = viewModel.map(descriptor(for:))
            // The fallback is the element's UIKit base class, which the resolver finds by its bare name.
            let fallbackClass: AnyClass = Container.baseClass(of: element)
            let provision = CellProvision.plan(
                for: descriptor, as: element, planner: &planner, resolver: resolver(for: element),
                existing: {
                    // Asked only on first sight of an identifier: a legacy one, or a SwiftUI view's name.
                    let identifier =
                        descriptor.map { $0.isSwiftUIBacked ? $0.className : $0.legacyReuseIdentifier } ?? ""
                    return container.existingRegistration(of: identifier, as: element)
                }, fallbackClassName: NSStringFromClass(fallbackClass))
            registry.planners[element] = planner
            let plan = provision.plan
            if case .fallback(_, let problem) = provision { CellBridgeProblems.report(problem) }
            #if DEBUG
                if SelfCheckFaultSwitch.isOn("fallback-for-every-later-item"), case .fallback = provision {
                    selfCheckFellBack = true
                }
                // Self-check fault: the bridge registers a legacy cell's class over the app's own registration.
                if SelfCheckFaultSwitch.isOn("class-registered-over-app-registration"), let descriptor,
                    !descriptor.isSwiftUIBacked,
                    let viewClass = resolver(for: element).cellClass(named: descriptor.className, inBundle: nil)
                {
                    container.registerClass(viewClass, as: element, reuseIdentifier: descriptor.legacyReuseIdentifier)
                }
            #endif
            if let registration = plan.registration {
                run(
                    registration, as: element, in: container, listCells: planner.ledger.listCells.value,
                    bundle: descriptor?.bundle)
            }
            let view = dequeue(plan.path.reuseIdentifier, as: element, from: container, at: indexPath)
            // Handed out for an item now and configured below: what waited for its next display is
            // stale. (An iOS 15 reconfigure dequeues through here too; the diffable update and
            // `reconfigureItems(at:)` ask those cells to resize afterwards, once this has run.)
            legacyResizeWhenDisplayed[ObjectIdentifier(view)] = nil
            (view as? any BridgeHostingView)?.hostedContext.whenNextDisplayed = nil
            if case .item = provision, let viewModel {
                if element != .cell, let hosted = view as? any BridgeHostingView {
                    hosted.hostedContext.element = element
                }
                configure(
                    view, on: plan.path, with: viewModel, parentViewController: parent(for: container, given: given),
                    itemID: itemID)
                if element == .cell { shown.record(viewModel, shownIn: view) }
            }
            return view
        }

        private func dequeue(
            _ identifier: String, as element: ReusableElement, from container: Container, at indexPath: IndexPath
        ) -> UIView {
            if element == .cell { return container.dequeueCell(withReuseIdentifier: identifier, for: indexPath) }
            if let view = container.dequeueSupplementaryView(as: element, reuseIdentifier: identifier, at: indexPath) {
                return view
            }
            CellBridgeProblems.report("a \(Container.self) has no \(element) views")
            return Container.makeDetachedCell()
        }

        /// The screen the content of `container`'s cells presents and pushes from: the bridge's parent
        /// for its own view, none for another view (its cells find theirs up the responder chain).
        /// Containment always takes the nearest view controller above the cell (``ContainmentParent``).
        private func parent(for container: Container, given: UIViewController?) -> UIViewController? {
            #if DEBUG
                // Self-check fault: every view's hosting controllers join the bridge's own screen.
                if SelfCheckFaultSwitch.isOn("hosting-parent-from-bridge") { return given }
            #endif
            return container === defaultContainer ? given : nil
        }

        /// Shows `viewModel` in `view` (a cell, header or footer), dequeued for `path`.
        private func configure(
            _ view: UIView, on path: RenderPath, with viewModel: CollectionCellViewModel,
            parentViewController: UIViewController?, itemID: AnyHashable?
        ) {
            switch path {
            case .legacy:
                LegacyCellConfiguration.configure(view, with: viewModel)
                return
            case .hostingConfiguration:
                guard #available(iOS 16.0, tvOS 16.0, *), let cell = view as? any HostingConfigurationCell,
                    let renderable = viewModel as? SwiftUIRenderableCellViewModel
                else {
                    CellBridgeProblems.report("'\(path.reuseIdentifier)' did not dequeue its configuration cell")
                    return
                }
                cell.core.context.explicitScreen = parentViewController
                configure(cell, with: renderable, identity: Self.identity(of: renderable, itemID: itemID))
            case .hostingCell(let identifier):
                guard let cell = view as? any HostingCellCoreOwner,
                    let renderable = viewModel as? SwiftUIRenderableCellViewModel
                else {
                    CellBridgeProblems.report(
                        "'\(identifier)' is registered for another view than CellBridge's hosting cell; the item shows "
                            + "as dequeued. Give the SwiftUI view a className no legacy cell uses.")
                    return
                }
                let identity = Self.identity(of: renderable, itemID: itemID)
                CellBridgeDiagnostics.shared.measureConfigure(viewType: identifier) {
                    cell.core.context.tapHandling = renderable.tapHandling
                    cell.core.configure(
                        renderable.makeHostedView(), parent: parentViewController, identity: identity,
                        containment: renderable.hostingContainment)
                }
            }
            guard let hosted = view as? any BridgeHostingView else { return }
            connect(hosted.hostedContext)
            forwardingMonitor.configured(view, context: hosted.hostedContext)
        }

        /// The iOS 16+ configure, timed as one hosted configure of the item's view type.
        @available(iOS 16.0, tvOS 16.0, *)
        private func configure(
            _ cell: any HostingConfigurationCell, with viewModel: SwiftUIRenderableCellViewModel, identity: AnyHashable?
        ) {
            let viewType = viewModel.className
            CellBridgeDiagnostics.shared.measureConfigure(viewType: viewType) {
                cell.core.viewTypeName = viewType
                cell.core.context.tapHandling = viewModel.tapHandling
                cell.show(viewModel.makeHostedView(), identity: identity)
            }
        }

        /// The item `viewModel` shows: the identity it states, kept with its type, else the diffable
        /// item identifier (the core's ``ItemIdentity``). Content and remembered heights both use it.
        private static func itemIdentity(of viewModel: SwiftUIRenderableCellViewModel, itemID: AnyHashable?)
            -> ItemIdentity?
        {
            ItemIdentity(stated: viewModel.itemIdentity, by: type(of: viewModel), itemIdentifier: itemID)
        }

        /// The identity `viewModel`'s content carries: the one it states, kept with its type (the
        /// core's ``ItemIdentity``), else the diffable data source's item identifier, else none (every reuse then starts fresh,
        /// ``ContentIdentityTracker``), which is advised against once per type in debug builds.
        private static func identity(of viewModel: SwiftUIRenderableCellViewModel, itemID: AnyHashable?)
            -> AnyHashable?
        {
            #if DEBUG
                // Self-check fault: SwiftUI state follows the view model object, not the identity it states.
                if SelfCheckFaultSwitch.isOn("state-follows-object-not-identity"), type(of: viewModel) is AnyClass {
                    return AnyHashable(ObjectIdentifier(viewModel as AnyObject))
                }
            #endif
            if let identity = itemIdentity(of: viewModel, itemID: itemID) { return AnyHashable(identity) }
            #if DEBUG
                let type = String(reflecting: Swift.type(of: viewModel))
                CellBridgeProblems.adviseOnce(
                    "\(type) states no item identity, so its SwiftUI state (@State, .task, loaded images) starts "
                        + "over whenever its cell is reused, and survives only a reconfigure in place. Make it "
                        + "Identifiable, or return a stable id from itemIdentity.",
                    key: "identity \(type)")
            #endif
            return nil
        }

        /// The registry of `container`, made (with the declared and explicit registrations) the
        /// first time the bridge meets it.
        private func registry(for container: Container) -> Registry {
            let id = ObjectIdentifier(container)
            if let existing = registries[id], existing.container === container { return existing }
            registries = registries.filter { $0.value.container != nil }
            let router = router
            let declared = registeredByApp
            let listCells = defaultListCells
            let legacyCells = legacyCells
            let registry = Registry(container: container) {
                var planner = DequeuePlanner(router: router, legacyCells: legacyCells)
                for identifier in declared { try? planner.declareRegisteredByApp(identifier) }
                try? planner.setUsesListCells(listCells)
                return planner
            }
            registries[id] = registry
            for registration in explicitRegistrations {
                register(registration.source, registration.identifier, as: registration.element, in: registry)
            }
            return registry
        }

        private func registerEverywhere(_ source: CellSource, _ identifier: String, as element: ReusableElement) {
            explicitRegistrations.append((source, identifier, element))
            if let defaultContainer { _ = registry(for: defaultContainer) }
            for registry in registries.values { register(source, identifier, as: element, in: registry) }
        }

        private func register(
            _ source: CellSource, _ identifier: String, as element: ReusableElement, in registry: Registry
        ) {
            guard let container = registry.container else { return }
            var planner = registry.planner(for: element)
            defer { registry.planners[element] = planner }
            do {
                if let command = try planner.register(source, forReuseIdentifier: identifier) {
                    run(command, as: element, in: container, listCells: planner.ledger.listCells.value)
                }
            } catch {
                CellBridgeProblems.report((error as? RegistrationError)?.description ?? "\(error)")
            }
        }

        /// Carries out a registration; a nib comes from the bundle it was found in (only `bundle`
        /// when the view model named one), or the one given to ``register(nibNamed:bundle:as:forReuseIdentifier:)``.
        private func run(
            _ command: RegistrationCommand, as element: ReusableElement, in container: Container, listCells: Bool,
            bundle: String? = nil
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

        /// Events and navigation requests from the content reach the bridge's handlers.
        private func connect(_ context: HostedContentContext) {
            context.bridgeEventSink = { [weak self, weak context] event, indexPath in
                guard let container = context?.cell?.enclosing(Container.self) else { return }
                self?.eventSink?(event, indexPath, container)
            }
            context.bridgeNavigationHandler = { [weak self] in self?.navigationHandler }
        }

        /// Logs `message` once: the call may be right (the bridge's own view asking) while the shape
        /// is risky.
        private func logOnce(_ message: String) {
            CellBridgeProblems.adviseOnce(message, key: message)
        }
    }
#endif
