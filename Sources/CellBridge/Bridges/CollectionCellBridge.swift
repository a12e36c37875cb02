#if canImport(UIKit)
    import SwiftUI
    import UIKit
    import os.log

    /// What a shared collection-view delegate owns to render legacy and SwiftUI cells alike.
    ///
    /// The delegate keeps its generic `cellForItemAt` and hands every item to ``cell(for:at:)``.
    /// The core decides the path per item and OS: a legacy cell dequeued by `className` and
    /// configured through ``ConfigurableCell``; on iOS 16+ a SwiftUI item through one shared
    /// `CellRegistration` (created here, in `init`, never in `cellForItemAt`, where UIKit asserts)
    /// with a `UIHostingConfiguration`; on iOS 14–15 a ``HostingCollectionViewCell`` registered
    /// under the SwiftUI view type's name. Reuse identifiers are registered lazily on first sight
    /// (nib named `className`, else the class of that name) and can be registered explicitly.
    ///
    /// ```swift
    /// final class SharedFeedDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    ///     var items: [CollectionCellViewModel] = []
    ///     private let bridge: CollectionCellBridge
    ///
    ///     init(collectionView: UICollectionView, parentViewController: UIViewController) {
    ///         bridge = CollectionCellBridge(collectionView: collectionView,
    ///                                       parentViewController: parentViewController)
    ///     }
    ///
    ///     func collectionView(_ collectionView: UICollectionView,
    ///                         cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    ///         bridge.cell(for: items[indexPath.item], at: indexPath)
    ///     }
    ///     func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    ///                         forItemAt indexPath: IndexPath) {
    ///         bridge.willDisplay(cell, at: indexPath)
    ///     }
    ///     func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    ///                         forItemAt indexPath: IndexPath) {
    ///         bridge.didEndDisplaying(cell, at: indexPath)
    ///     }
    /// }
    /// ```
    @MainActor
    public final class CollectionCellBridge {
        // MARK: Lifecycle

        /// - Parameters:
        ///   - parentViewController: the screen the hosting controllers become children of. Held
        ///     weakly; nil means "the first view controller up each cell's responder chain".
        ///   - bundle: where legacy nibs and cell classes are looked up by `className`.
        ///   - moduleNames: modules whose Swift cell classes may be named by `className`.
        ///   - strategy: `.hostingCellsEverywhere` keeps hosting cells on iOS 16+ too.
        public init(
            collectionView: UICollectionView,
            parentViewController: UIViewController?,
            bundle: Bundle = .main,
            moduleNames: [String] = [],
            strategy: HostingStrategy = .automatic
        ) {
            self.collectionView = collectionView
            self.parentViewController = parentViewController
            self.bundle = bundle
            resolver = BundleCellSourceResolver(
                bundle: bundle, moduleNames: moduleNames, baseClass: UICollectionViewCell.self)
            planner = DequeuePlanner(router: RenderRouter(osVersion: .current, strategy: strategy))
            for command in planner.prepare() { run(command) }
        }

        // MARK: Public

        /// The screen's view controller, parent of the hosting controllers (weak).
        public weak var parentViewController: UIViewController?

        /// Receives events SwiftUI content sends with `\.cellBridgeSendEvent`, with the cell's index
        /// path resolved when the event arrives. Events from replaced content are dropped.
        public var onContentEvent: ((AnyHashable, IndexPath) -> Void)?

        /// The render path the core chose for an item on this OS (for logging and tests).
        public func renderPath(for viewModel: CollectionCellViewModel) -> RenderPath {
            planner.router.route(Self.descriptor(for: viewModel))
        }

        /// The cell for `viewModel`, dequeued, registered if needed and configured.
        ///
        /// Never traps on a bad `className`: it asserts in debug builds with the core's message
        /// and returns an empty cell in release builds.
        public func cell(for viewModel: CollectionCellViewModel, at indexPath: IndexPath) -> UICollectionViewCell {
            guard let collectionView else { return UICollectionViewCell() }
            let plan: DequeuePlan
            do {
                plan = try planner.plan(for: Self.descriptor(for: viewModel), resolver: resolver)
            } catch {
                return fallbackCell(in: collectionView, at: indexPath, reporting: error)
            }
            if let registration = plan.registration { run(registration) }
            switch plan.path {
            case .legacy(let identifier):
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
                (cell as? ConfigurableCell)?.configure(with: viewModel)
                return cell
            case .hostingConfiguration:
                guard let renderable = viewModel as? SwiftUIRenderableCellViewModel,
                    let registration = sharedRegistration
                else {
                    return fallbackCell(
                        in: collectionView, at: indexPath, reporting: RegistrationError.sharedHostingRegistrationMissing
                    )
                }
                return CellBridgeDiagnostics.shared.measureConfigure(viewType: viewModel.className) {
                    collectionView.dequeueConfiguredReusableCell(
                        using: registration, for: indexPath, item: HostedItem(viewModel: renderable))
                }
            case .hostingCell(let identifier):
                let dequeued = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
                guard let cell = dequeued as? HostingCollectionViewCell,
                    let renderable = viewModel as? SwiftUIRenderableCellViewModel
                else {
                    assertionFailure("CellBridge: '\(identifier)' is not registered as a HostingCollectionViewCell")
                    return dequeued
                }
                CellBridgeDiagnostics.shared.measureConfigure(viewType: identifier) {
                    cell.configure(rootView: renderable.makeHostedView(), parentViewController: parentViewController)
                }
                connectEvents(of: cell.core.context)
                return cell
            }
        }

        /// Forward `collectionView(_:willDisplay:forItemAt:)`: hosted content appears (`onAppear`).
        public func willDisplay(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
            if let cell = cell as? HostingCollectionViewCell {
                cell.willDisplay()
                if let name = cell.reuseIdentifier { CellBridgeDiagnostics.shared.recordDisplay(viewType: name) }
            } else if let cell = cell as? HostingConfigurationCollectionViewCell, let name = cell.viewTypeName {
                CellBridgeDiagnostics.shared.recordDisplay(viewType: name)
            }
        }

        /// Forward `collectionView(_:didEndDisplaying:forItemAt:)`: hosted content disappears.
        public func didEndDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
            (cell as? HostingCollectionViewCell)?.didEndDisplaying()
        }

        /// Registers a cell class for an identifier the lazy lookup cannot find by name.
        public func register(_ cellClass: UICollectionViewCell.Type, forReuseIdentifier identifier: String) {
            let name = NSStringFromClass(cellClass)
            explicitClasses[name] = cellClass
            register(.cellClass(named: name), identifier)
        }

        /// Registers a nib (named `nibName` in `bundle`, default: the bridge's bundle).
        public func register(nibNamed nibName: String, bundle: Bundle? = nil, forReuseIdentifier identifier: String) {
            nibBundles[nibName] = bundle ?? self.bundle
            register(.nib(named: nibName), identifier)
        }

        /// Registers the iOS 14–15 hosting cell for a SwiftUI view type's name ahead of use (the
        /// article's explicit registration; the bridge also does it lazily).
        public func registerHostingCell(forReuseIdentifier identifier: String) {
            register(.hostingCell, identifier)
        }

        // MARK: Private

        private weak var collectionView: UICollectionView?
        private let bundle: Bundle
        private let resolver: BundleCellSourceResolver
        private var planner: DequeuePlanner
        private var explicitClasses: [String: AnyClass] = [:]
        private var nibBundles: [String: Bundle] = [:]
        private var sharedRegistration:
            UICollectionView.CellRegistration<HostingConfigurationCollectionViewCell, HostedItem>?
        private var fallbackRegistered = false
        private static let fallbackIdentifier = "CellBridge.UnresolvableCell"
        private static let log = OSLog(subsystem: "CellBridge", category: "Registration")

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
            guard let collectionView else { return }
            switch command {
            case .createSharedHostingRegistration:
                sharedRegistration = UICollectionView.CellRegistration { [weak self] cell, _, item in
                    self?.configure(cell, with: item)
                }
            case .register(.nib(let name), let identifier):
                collectionView.register(
                    UINib(nibName: name, bundle: nibBundles[name] ?? bundle), forCellWithReuseIdentifier: identifier)
            case .register(.cellClass(let name), let identifier):
                let cellClass: AnyClass? = explicitClasses[name] ?? resolver.cellClass(named: name)
                collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
            case .register(.hostingCell, let identifier):
                collectionView.register(HostingCollectionViewCell.self, forCellWithReuseIdentifier: identifier)
            }
        }

        private func configure(_ cell: HostingConfigurationCollectionViewCell, with item: HostedItem) {
            guard #available(iOS 16.0, tvOS 16.0, *) else { return }
            cell.viewTypeName = item.viewModel.className
            cell.show(item.viewModel.makeHostedView())
            connectEvents(of: cell.context)
        }

        private func connectEvents(of context: HostedContentContext) {
            context.eventSink = { [weak self] event, indexPath in self?.onContentEvent?(event, indexPath) }
        }

        private func fallbackCell(in collectionView: UICollectionView, at indexPath: IndexPath, reporting error: Error)
            -> UICollectionViewCell
        {
            report(error)
            if !fallbackRegistered {
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.fallbackIdentifier)
                fallbackRegistered = true
            }
            return collectionView.dequeueReusableCell(withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
        }

        private func report(_ error: Error) {
            let message = (error as? RegistrationError)?.description ?? "\(error)"
            os_log("%{public}s", log: Self.log, type: .error, message)
            assertionFailure("CellBridge: \(message)")
        }
    }
#endif
