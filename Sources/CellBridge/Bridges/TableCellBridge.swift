#if canImport(UIKit)
    import SwiftUI
    import UIKit
    import os.log

    /// What a shared table-view delegate owns to render legacy and SwiftUI rows alike.
    ///
    /// The table counterpart of ``CollectionCellBridge``: legacy rows dequeued by `className` and
    /// configured through ``ConfigurableCell``; SwiftUI rows through a `UIHostingConfiguration` on
    /// one plain cell class registered when the bridge is created (iOS 16+), or through a
    /// ``HostingTableViewCell`` registered per SwiftUI view type (iOS 14–15). Swipe actions that
    /// view models declare work on every path through
    /// ``trailingSwipeActionsConfiguration(for:at:)``.
    ///
    /// ```swift
    /// func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    ///     bridge.cell(for: items[indexPath.row], at: indexPath)
    /// }
    /// func tableView(_ tableView: UITableView,
    ///                trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    ///     bridge.trailingSwipeActionsConfiguration(for: items[indexPath.row], at: indexPath)
    /// }
    /// ```
    @MainActor
    public final class TableCellBridge {
        // MARK: Lifecycle

        /// - Parameters:
        ///   - parentViewController: the screen the hosting controllers become children of. Held
        ///     weakly; nil means "the first view controller up each cell's responder chain".
        ///   - bundle: where legacy nibs and cell classes are looked up by `className`.
        ///   - moduleNames: modules whose Swift cell classes may be named by `className`.
        ///   - strategy: `.hostingCellsEverywhere` keeps hosting cells on iOS 16+ too.
        public init(
            tableView: UITableView,
            parentViewController: UIViewController?,
            bundle: Bundle = .main,
            moduleNames: [String] = [],
            strategy: HostingStrategy = .automatic
        ) {
            self.tableView = tableView
            self.parentViewController = parentViewController
            self.bundle = bundle
            resolver = BundleCellSourceResolver(
                bundle: bundle, moduleNames: moduleNames, baseClass: UITableViewCell.self)
            planner = DequeuePlanner(router: RenderRouter(osVersion: .current, strategy: strategy))
            for command in planner.prepare() { run(command) }
        }

        // MARK: Public

        /// The screen's view controller, parent of the hosting controllers (weak).
        public weak var parentViewController: UIViewController?

        /// Receives events SwiftUI content sends with `\.cellBridgeSendEvent`, with the row's index
        /// path resolved when the event arrives. Events from replaced content are dropped.
        public var onContentEvent: ((AnyHashable, IndexPath) -> Void)?

        /// The render path the core chose for an item on this OS.
        public func renderPath(for viewModel: CollectionCellViewModel) -> RenderPath {
            planner.router.route(Self.descriptor(for: viewModel))
        }

        /// The cell for `viewModel`, dequeued, registered if needed and configured.
        ///
        /// Never traps on a bad `className`: it asserts in debug builds with the core's message
        /// and returns an empty cell in release builds.
        public func cell(for viewModel: CollectionCellViewModel, at indexPath: IndexPath) -> UITableViewCell {
            guard let tableView else { return UITableViewCell() }
            let plan: DequeuePlan
            do {
                plan = try planner.plan(for: Self.descriptor(for: viewModel), resolver: resolver)
            } catch {
                return fallbackCell(in: tableView, at: indexPath, reporting: error)
            }
            if let registration = plan.registration { run(registration) }
            switch plan.path {
            case .legacy(let identifier):
                let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
                (cell as? ConfigurableCell)?.configure(with: viewModel)
                return cell
            case .hostingConfiguration:
                guard #available(iOS 16.0, tvOS 16.0, *), let renderable = viewModel as? SwiftUIRenderableCellViewModel,
                    let cell = tableView.dequeueReusableCell(
                        withIdentifier: HostingConfigurationTableViewCell.reuseIdentifier, for: indexPath)
                        as? HostingConfigurationTableViewCell
                else {
                    return fallbackCell(
                        in: tableView, at: indexPath, reporting: RegistrationError.sharedHostingRegistrationMissing)
                }
                CellBridgeDiagnostics.shared.measureConfigure(viewType: viewModel.className) {
                    cell.viewTypeName = viewModel.className
                    cell.show(renderable.makeHostedView())
                }
                connectEvents(of: cell.context)
                return cell
            case .hostingCell(let identifier):
                let dequeued = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
                guard let cell = dequeued as? HostingTableViewCell,
                    let renderable = viewModel as? SwiftUIRenderableCellViewModel
                else {
                    assertionFailure("CellBridge: '\(identifier)' is not registered as a HostingTableViewCell")
                    return dequeued
                }
                CellBridgeDiagnostics.shared.measureConfigure(viewType: identifier) {
                    cell.configure(rootView: renderable.makeHostedView(), parentViewController: parentViewController)
                }
                connectEvents(of: cell.core.context)
                return cell
            }
        }

        /// Forward `tableView(_:willDisplay:forRowAt:)`: hosted content appears (`onAppear`).
        public func willDisplay(_ cell: UITableViewCell, at indexPath: IndexPath) {
            if let cell = cell as? HostingTableViewCell {
                cell.willDisplay()
                if let name = cell.reuseIdentifier { CellBridgeDiagnostics.shared.recordDisplay(viewType: name) }
            } else if let cell = cell as? HostingConfigurationTableViewCell, let name = cell.viewTypeName {
                CellBridgeDiagnostics.shared.recordDisplay(viewType: name)
            }
        }

        /// Forward `tableView(_:didEndDisplaying:forRowAt:)`: hosted content disappears.
        public func didEndDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
            (cell as? HostingTableViewCell)?.didEndDisplaying()
        }

        /// The row's trailing swipe actions, for `trailingSwipeActionsConfigurationForRowAt`.
        ///
        /// Actions a ``SwipeActionProvidingCellViewModel`` declares are returned on every OS and
        /// path. With none declared, a SwiftUI row on iOS 16+ gets nil so `UIHostingConfiguration`
        /// can show the content's own `.swipeActions` (the delegate's answer would win over them).
        /// Handlers get the row's index path when they fire, resolved from the swiped cell.
        public func trailingSwipeActionsConfiguration(for viewModel: CollectionCellViewModel, at indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            swipeConfiguration(
                (viewModel as? SwipeActionProvidingCellViewModel)?.trailingSwipeActions ?? [], for: viewModel,
                at: indexPath)
        }

        /// The row's leading swipe actions, for `leadingSwipeActionsConfigurationForRowAt`.
        public func leadingSwipeActionsConfiguration(for viewModel: CollectionCellViewModel, at indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            swipeConfiguration(
                (viewModel as? SwipeActionProvidingCellViewModel)?.leadingSwipeActions ?? [], for: viewModel,
                at: indexPath)
        }

        /// Registers a cell class for an identifier the lazy lookup cannot find by name.
        public func register(_ cellClass: UITableViewCell.Type, forReuseIdentifier identifier: String) {
            let name = NSStringFromClass(cellClass)
            explicitClasses[name] = cellClass
            register(.cellClass(named: name), identifier)
        }

        /// Registers a nib (named `nibName` in `bundle`, default: the bridge's bundle).
        public func register(nibNamed nibName: String, bundle: Bundle? = nil, forReuseIdentifier identifier: String) {
            nibBundles[nibName] = bundle ?? self.bundle
            register(.nib(named: nibName), identifier)
        }

        /// Registers the iOS 14–15 hosting cell for a SwiftUI view type's name ahead of use.
        public func registerHostingCell(forReuseIdentifier identifier: String) {
            register(.hostingCell, identifier)
        }

        // MARK: Private

        private weak var tableView: UITableView?
        private let bundle: Bundle
        private let resolver: BundleCellSourceResolver
        private var planner: DequeuePlanner
        private var explicitClasses: [String: AnyClass] = [:]
        private var nibBundles: [String: Bundle] = [:]
        private var fallbackRegistered = false
        private static let fallbackIdentifier = "CellBridge.UnresolvableCell"
        private static let log = OSLog(subsystem: "CellBridge", category: "Registration")

        private static func descriptor(for viewModel: CollectionCellViewModel) -> CellItemDescriptor {
            CellItemDescriptor(
                className: viewModel.className, isSwiftUIBacked: viewModel is SwiftUIRenderableCellViewModel)
        }

        private func swipeConfiguration(
            _ actions: [CellSwipeAction], for viewModel: CollectionCellViewModel, at indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            let path = renderPath(for: viewModel)
            guard SwipeActionRouting.source(for: path, declaresActions: !actions.isEmpty) == .declaredActions,
                let tableView
            else { return nil }
            // The swipe starts now, the action fires later: keep the cell, not the index path.
            let swipedCell = tableView.cellForRow(at: indexPath)
            let contextual = actions.map { action in
                let style: UIContextualAction.Style = action.style == .destructive ? .destructive : .normal
                let contextualAction = UIContextualAction(style: style, title: action.title) {
                    [weak tableView, weak swipedCell] _, _, completion in
                    guard let tableView, let swipedCell, let current = tableView.indexPath(for: swipedCell) else {
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

        private func register(_ source: CellSource, _ identifier: String) {
            do {
                if let command = try planner.register(source, forReuseIdentifier: identifier) { run(command) }
            } catch {
                report(error)
            }
        }

        private func run(_ command: RegistrationCommand) {
            guard let tableView else { return }
            switch command {
            case .createSharedHostingRegistration:
                tableView.register(
                    HostingConfigurationTableViewCell.self,
                    forCellReuseIdentifier: HostingConfigurationTableViewCell.reuseIdentifier)
            case .register(.nib(let name), let identifier):
                tableView.register(
                    UINib(nibName: name, bundle: nibBundles[name] ?? bundle), forCellReuseIdentifier: identifier)
            case .register(.cellClass(let name), let identifier):
                let cellClass: AnyClass? = explicitClasses[name] ?? resolver.cellClass(named: name)
                tableView.register(cellClass, forCellReuseIdentifier: identifier)
            case .register(.hostingCell, let identifier):
                tableView.register(HostingTableViewCell.self, forCellReuseIdentifier: identifier)
            }
        }

        private func connectEvents(of context: HostedContentContext) {
            context.eventSink = { [weak self] event, indexPath in self?.onContentEvent?(event, indexPath) }
        }

        private func fallbackCell(in tableView: UITableView, at indexPath: IndexPath, reporting error: Error)
            -> UITableViewCell
        {
            report(error)
            if !fallbackRegistered {
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.fallbackIdentifier)
                fallbackRegistered = true
            }
            return tableView.dequeueReusableCell(withIdentifier: Self.fallbackIdentifier, for: indexPath)
        }

        private func report(_ error: Error) {
            let message = (error as? RegistrationError)?.description ?? "\(error)"
            os_log("%{public}s", log: Self.log, type: .error, message)
            assertionFailure("CellBridge: \(message)")
        }
    }
#endif
