#if canImport(UIKit)
    import SwiftUI
    import UIKit
    import os.log

    /// Everything ``CollectionCellBridge`` and ``TableCellBridge`` do, once, over either container.
    ///
    /// It runs the core's ``DequeuePlanner``: registration commands (lazy, idempotent,
    /// nib-or-class), the render path per item, the shared iOS 16+ registration made up front.
    /// What differs between a collection view and a table view is behind ``CellContainer``. A
    /// `className` that cannot be resolved asserts in debug builds with the core's message and
    /// yields an empty cell in release builds.
    @MainActor
    final class CellBridgeEngine<Container: CellContainer> {
        // MARK: Lifecycle

        init(container: Container, bundle: Bundle, moduleNames: [String], strategy: HostingStrategy) {
            self.container = container
            self.bundle = bundle
            resolver = BundleCellSourceResolver(
                bundle: bundle, moduleNames: moduleNames, baseClass: Container.Cell.self)
            planner = DequeuePlanner(router: RenderRouter(osVersion: .current, strategy: strategy))
            for command in planner.prepare() { run(command) }
        }

        // MARK: Internal

        private(set) weak var container: Container?

        /// Receives events from hosted content with the index path resolved when they arrive.
        var eventSink: (@MainActor (AnyHashable, IndexPath) -> Void)?

        func renderPath(for viewModel: CollectionCellViewModel) -> RenderPath {
            planner.router.route(Self.descriptor(for: viewModel))
        }

        func cell(
            for viewModel: CollectionCellViewModel, at indexPath: IndexPath, parentViewController: UIViewController?
        ) -> Container.Cell {
            guard let container else { return Container.makeDetachedCell() }
            let plan: DequeuePlan
            do {
                plan = try planner.plan(for: Self.descriptor(for: viewModel), resolver: resolver)
            } catch {
                return fallbackCell(in: container, at: indexPath, reporting: error)
            }
            if let registration = plan.registration { run(registration) }
            switch plan.path {
            case .legacy(let identifier):
                let cell = container.dequeueCell(withReuseIdentifier: identifier, for: indexPath)
                (cell as? ConfigurableCell)?.configure(with: viewModel)
                return cell
            case .hostingConfiguration:
                guard let renderable = viewModel as? SwiftUIRenderableCellViewModel,
                    let registration = sharedRegistration,
                    let cell = container.dequeueHostingConfigurationCell(
                        using: registration, item: HostedItem(viewModel: renderable), for: indexPath)
                else {
                    return fallbackCell(
                        in: container, at: indexPath, reporting: RegistrationError.sharedHostingRegistrationMissing)
                }
                return cell
            case .hostingCell(let identifier):
                let dequeued = container.dequeueCell(withReuseIdentifier: identifier, for: indexPath)
                guard let cell = dequeued as? Container.HostingCell,
                    let renderable = viewModel as? SwiftUIRenderableCellViewModel
                else {
                    assertionFailure("CellBridge: '\(identifier)' is not registered as a \(Container.HostingCell.self)")
                    return dequeued
                }
                CellBridgeDiagnostics.shared.measureConfigure(viewType: identifier) {
                    cell.core.configure(renderable.makeHostedView(), parent: parentViewController)
                }
                connectEvents(of: cell.core.context)
                return dequeued
            }
        }

        func willDisplay(_ cell: Container.Cell) {
            if let cell = cell as? Container.HostingCell {
                cell.core.willDisplay()
                if let name = cell.reuseIdentifier { CellBridgeDiagnostics.shared.recordDisplay(viewType: name) }
            } else if let cell = cell as? any HostingConfigurationCell, let name = cell.core.viewTypeName {
                CellBridgeDiagnostics.shared.recordDisplay(viewType: name)
            }
        }

        func didEndDisplaying(_ cell: Container.Cell) {
            (cell as? Container.HostingCell)?.core.didEndDisplaying()
        }

        func register(_ cellClass: AnyClass, forReuseIdentifier identifier: String) {
            let name = NSStringFromClass(cellClass)
            explicitClasses[name] = cellClass
            register(.cellClass(named: name), identifier)
        }

        func register(nibNamed nibName: String, bundle: Bundle?, forReuseIdentifier identifier: String) {
            nibBundles[nibName] = bundle ?? self.bundle
            register(.nib(named: nibName), identifier)
        }

        func registerHostingCell(forReuseIdentifier identifier: String) {
            register(.hostingCell, identifier)
        }

        // MARK: Private

        private let bundle: Bundle
        private let resolver: BundleCellSourceResolver
        private var planner: DequeuePlanner
        private var explicitClasses: [String: AnyClass] = [:]
        private var nibBundles: [String: Bundle] = [:]
        private var sharedRegistration: Container.SharedHostingRegistration?

        // Generic types cannot have static stored properties.
        private static var fallbackIdentifier: String { "CellBridge.UnresolvableCell" }
        private static var log: OSLog { OSLog(subsystem: "CellBridge", category: "Registration") }

        private static func descriptor(for viewModel: CollectionCellViewModel) -> CellItemDescriptor {
            CellItemDescriptor(
                className: viewModel.className, isSwiftUIBacked: viewModel is SwiftUIRenderableCellViewModel)
        }

        private func register(_ source: CellSource, _ identifier: String) {
            do {
                if let command = try planner.register(source, forReuseIdentifier: identifier) { run(command) }
            } catch {
                report(error)
            }
        }

        private func run(_ command: RegistrationCommand) {
            guard let container else { return }
            switch command {
            case .createSharedHostingRegistration:
                sharedRegistration = container.makeSharedHostingRegistration { [weak self] cell, item in
                    self?.configure(cell, with: item)
                }
            case .register(.nib(let name), let identifier):
                container.registerNib(
                    UINib(nibName: name, bundle: nibBundles[name] ?? bundle), forReuseIdentifier: identifier)
            case .register(.cellClass(let name), let identifier):
                let cellClass: AnyClass? = explicitClasses[name] ?? resolver.cellClass(named: name)
                container.registerClass(cellClass, forReuseIdentifier: identifier)
            case .register(.hostingCell, let identifier):
                container.registerClass(Container.HostingCell.self, forReuseIdentifier: identifier)
            }
        }

        /// The iOS 16+ configure, timed as one hosted configure of the item's view type.
        private func configure(_ cell: any HostingConfigurationCell, with item: HostedItem) {
            guard #available(iOS 16.0, tvOS 16.0, *) else { return }
            let viewType = item.viewModel.className
            CellBridgeDiagnostics.shared.measureConfigure(viewType: viewType) {
                cell.core.viewTypeName = viewType
                cell.show(item.viewModel.makeHostedView())
            }
            connectEvents(of: cell.core.context)
        }

        private func connectEvents(of context: HostedContentContext) {
            context.eventSink = { [weak self] event, indexPath in self?.eventSink?(event, indexPath) }
        }

        private func fallbackCell(in container: Container, at indexPath: IndexPath, reporting error: Error)
            -> Container.Cell
        {
            report(error)
            // Through the core's ledger like any explicit registration: registered once.
            register(Container.Cell.self, forReuseIdentifier: Self.fallbackIdentifier)
            return container.dequeueCell(withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
        }

        private func report(_ error: Error) {
            let message = (error as? RegistrationError)?.description ?? "\(error)"
            os_log("%{public}s", log: Self.log, type: .error, message)
            assertionFailure("CellBridge: \(message)")
        }
    }
#endif
