#if canImport(UIKit)
    import UIKit

    /// What a shared collection-view delegate owns to render legacy and SwiftUI cells alike.
    ///
    /// The delegate keeps its generic `cellForItemAt` and hands every item to ``cell(for:in:at:)``.
    /// The core decides the path per item and OS: a legacy cell dequeued by `className` and
    /// configured through ``ConfigurableCell``; on iOS 16+ a SwiftUI item through one plain cell
    /// class (registered by class at the first SwiftUI dequeue, so no `CellRegistration` exists
    /// to be created inside `cellForItemAt`, where UIKit asserts) with a `UIHostingConfiguration`;
    /// on iOS 14–15 a ``HostingCollectionViewCell`` registered under the SwiftUI view type's name.
    ///
    /// Who registers the legacy cells is the app's statement, never a guess
    /// (``LegacyCellRegistration``): by default the app does, as it did before CellBridge (its
    /// `register` calls in `viewDidLoad`, its storyboard prototypes), and the bridge registers only
    /// its own hosting cells; `legacyCells: .byBridge` has the bridge register each `className`'s nib
    /// (or class) the first time it is dequeued, as DTCollectionViewManager and Epoxy do, except the
    /// identifiers named in `registeredByApp:`. Every call returns a cell the collection view
    /// dequeued: an item that cannot be shown gets a registered empty cell, with the problem
    /// reported once (``CellBridgeProblem``), in debug builds too.
    ///
    /// ```swift
    /// final class SharedFeedDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    ///     var items: [CollectionCellViewModel] = []
    ///     private let bridge: CollectionCellBridge
    ///
    ///     init(collectionView: UICollectionView, parentViewController: UIViewController) {
    ///         bridge = CollectionCellBridge(collectionView: collectionView,
    ///                                       parentViewController: parentViewController)
    ///         super.init()
    ///         collectionView.dataSource = self
    ///         // Every display, highlight and selection forward; this object's own delegate methods still run.
    ///         collectionView.delegate = bridge.forwardingDelegate(to: self)
    ///     }
    ///
    ///     func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    ///         items.count
    ///     }
    ///
    ///     func collectionView(_ collectionView: UICollectionView,
    ///                         cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    ///         bridge.cell(for: items[indexPath.item], in: collectionView, at: indexPath)
    ///     }
    /// }
    /// ```
    @preconcurrency @MainActor
    public final class CollectionCellBridge {
        // MARK: Lifecycle

        /// - Parameters:
        ///   - collectionView: the collection view whose cells the bridge registers and dequeues
        ///     (held weakly: the bridge never keeps a screen alive).
        ///   - parentViewController: the screen the content presents and pushes from (held weakly); hosting
        ///     controllers become children of the view controller whose view holds the list, which UIKit
        ///     requires (``ContainmentParent``). nil finds the screen up each cell's responder chain.
        ///   - bundle: where legacy nibs and cell classes are looked up by `className`.
        ///   - moduleNames: modules whose Swift cell classes may be named by `className`.
        ///   - strategy: `.hostingCellsEverywhere` keeps hosting cells on iOS 16+ too.
        ///   - usesListCells: true for a list layout (``usesListCells``).
        ///   - registeredByApp: with `.byBridge`, reuse identifiers the app still registers itself
        ///     (storyboard prototypes, nibs under other names): CellBridge dequeues them and never
        ///     registers them.
        ///   - legacyCells: who registers legacy cells (``LegacyCellRegistration``): the app (the
        ///     default) or CellBridge, by `className`, on first use.
        public convenience init(
            collectionView: UICollectionView,
            parentViewController: UIViewController?,
            bundle: Bundle = .main,
            moduleNames: [String] = [],
            strategy: HostingStrategy = .automatic,
            usesListCells: Bool = false,
            registeredByApp: Set<String> = [],
            legacyCells: LegacyCellRegistration = .byApp
        ) {
            self.init(
                collectionView: collectionView, parentViewController: parentViewController, bundles: [bundle],
                moduleNames: moduleNames, strategy: strategy, usesListCells: usesListCells,
                registeredByApp: registeredByApp, legacyCells: legacyCells)
        }

        /// The shape with the old class-registration setting, which made CellBridge guess by default.
        @available(*, deprecated, message: "say who registers legacy cells: legacyCells: .byApp or .byBridge")
        public convenience init(
            collectionView: UICollectionView,
            parentViewController: UIViewController?,
            bundle: Bundle = .main,
            moduleNames: [String] = [],
            strategy: HostingStrategy = .automatic,
            usesListCells: Bool = false,
            registeredByApp: Set<String> = [],
            legacyClassRegistration: LegacyClassRegistration
        ) {
            self.init(
                collectionView: collectionView, parentViewController: parentViewController, bundles: [bundle],
                moduleNames: moduleNames, strategy: strategy, usesListCells: usesListCells,
                registeredByApp: registeredByApp, legacyCells: legacyClassRegistration.legacyCellRegistration)
        }

        /// The multi-bundle shape with the old class-registration setting.
        @available(*, deprecated, message: "say who registers legacy cells: legacyCells: .byApp or .byBridge")
        public convenience init(
            collectionView: UICollectionView,
            parentViewController: UIViewController?,
            bundles: [Bundle],
            moduleNames: [String] = [],
            strategy: HostingStrategy = .automatic,
            usesListCells: Bool = false,
            registeredByApp: Set<String> = [],
            legacyClassRegistration: LegacyClassRegistration
        ) {
            self.init(
                collectionView: collectionView, parentViewController: parentViewController, bundles: bundles,
                moduleNames: moduleNames, strategy: strategy, usesListCells: usesListCells,
                registeredByApp: registeredByApp, legacyCells: legacyClassRegistration.legacyCellRegistration)
        }

        /// For an app split into Swift packages and frameworks: legacy cells are looked up in every
        /// bundle of `bundles` (their nibs) and every module of `moduleNames` (their classes), each
        /// registered once. A `className` found in two of them is an error that names both (name
        /// the bundle in the view model, ``CollectionCellViewModel/cellBundle``, to pick one).
        ///
        /// ```swift
        /// bridge = CollectionCellBridge(
        ///     collectionView: collectionView, parentViewController: self,
        ///     bundles: [FeedKit.bundle, ProfileKit.bundle, .main], moduleNames: ["FeedKit", "ProfileKit"],
        ///     legacyCells: .byBridge)
        /// ```
        public init(
            collectionView: UICollectionView,
            parentViewController: UIViewController?,
            bundles: [Bundle],
            moduleNames: [String] = [],
            strategy: HostingStrategy = .automatic,
            usesListCells: Bool = false,
            registeredByApp: Set<String> = [],
            legacyCells: LegacyCellRegistration = .byApp
        ) {
            self.parentViewController = parentViewController
            engine = CellBridgeEngine(
                container: collectionView, bundles: bundles, moduleNames: moduleNames, strategy: strategy,
                usesListCells: usesListCells, registeredByApp: registeredByApp, legacyCells: legacyCells)
            engine.eventSink = { [weak self] event, indexPath, container in
                guard let self else { return }
                // One handler per event: the one with the view, when set.
                if let inView = self.onContentEventInView {
                    inView(event, indexPath, container)
                } else {
                    self.onContentEvent?(event, indexPath)
                }
            }
        }

        // MARK: Public

        /// The screen the cells' content presents and pushes from (weak); hosting controllers become
        /// children of the view controller whose view holds the list (``ContainmentParent``).
        public weak var parentViewController: UIViewController?

        /// Whether SwiftUI items get `UICollectionViewListCell`s in the bridge's collection view
        /// (and in views it meets later, unless ``setUsesListCells(_:in:)`` says otherwise): `true`
        /// for a list layout (`UICollectionLayoutListConfiguration`). A list shows its swipe actions
        /// (``SwipeActionProvidingCellViewModel``, or the content's own `.swipeActions` on iOS 16+),
        /// separators, accessories and list backgrounds only on list cells; a grid or flow layout
        /// wants the plain cells (`false`, the default), which draw no list background. Section
        /// headers keep the plain cells either way. Legacy cells are yours: make them
        /// `UICollectionViewListCell` subclasses in a list.
        ///
        /// It decides which cell class is registered, so it must be known before the first SwiftUI
        /// item is dequeued: pass it to `init` (or set it right after). A change once SwiftUI cells
        /// were registered cannot take effect and is reported (``CellBridgeProblem``).
        ///
        /// ```swift
        /// collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        /// bridge = CollectionCellBridge(collectionView: collectionView, parentViewController: self, usesListCells: true)
        /// ```
        public var usesListCells: Bool {
            get { engine.usesListCells(in: nil) }
            set { engine.setUsesListCells(newValue, in: nil) }
        }

        /// Whether SwiftUI items get list cells in `collectionView`, one of several this bridge's
        /// delegate serves (a grid feed and a list of search results). Set it before that view's
        /// first SwiftUI cell, as ``usesListCells``.
        ///
        /// ```swift
        /// bridge.setUsesListCells(true, in: searchResultsCollectionView)
        /// ```
        public func setUsesListCells(_ usesListCells: Bool, in collectionView: UICollectionView) {
            engine.setUsesListCells(usesListCells, in: collectionView)
        }

        /// Receives events SwiftUI content sends with `\.cellBridgeSendEvent`, with the cell's index
        /// path resolved when the event arrives. Events from content for another item are dropped;
        /// events sent across a reconfigure of the same item arrive. Not called when
        /// ``onContentEventInView`` is set: an event reaches one handler.
        public var onContentEvent: ((AnyHashable, IndexPath) -> Void)?

        /// The same events with the collection view the cell is in, for a delegate that serves several
        /// (``cell(for:in:at:)``): an index path means nothing without its view. When set, it
        /// receives every event and ``onContentEvent`` none.
        ///
        /// ```swift
        /// bridge.onContentEventInView = { [weak self] event, indexPath, view in
        ///     self?.handle(event, for: self?.items(of: view)[indexPath.item])
        /// }
        /// ```
        public var onContentEventInView: ((AnyHashable, IndexPath, UICollectionView) -> Void)?

        /// Receives the screens hosted content asks to show with `\.cellBridgeNavigate`, instead of
        /// the default: pushed onto the parent's navigation controller, presented when it has none
        /// (``NavigationRoute``). Set it when a coordinator owns navigation.
        ///
        /// ```swift
        /// bridge.onNavigationRequest = { [weak coordinator] request in coordinator?.show(request.viewController) }
        /// ```
        public var onNavigationRequest: ((CellNavigationRequest) -> Void)? {
            didSet { engine.navigationHandler = onNavigationRequest }
        }

        /// The render path the core chose for an item on this OS (for logging and tests).
        public func renderPath(for viewModel: CollectionCellViewModel) -> RenderPath {
            engine.renderPath(for: viewModel)
        }

        /// The cell for `viewModel`, dequeued from the collection view the bridge was created
        /// with, registered if needed and configured: the source articles' call shape, right for a
        /// delegate that serves one collection view.
        ///
        /// Never traps on a bad `className`: it reports the core's message once (``CellBridgeProblem``)
        /// and returns a registered empty cell, in debug builds too. A delegate serving several
        /// collection views must use ``cell(for:in:at:)``: this one dequeues from the first view,
        /// which UIKit rejects for another view's data source (logged once the bridge has met another view).
        public func cell(for viewModel: CollectionCellViewModel, at indexPath: IndexPath) -> UICollectionViewCell {
            engine.cell(for: viewModel, at: indexPath, parentViewController: parentViewController)
        }

        /// The cell for `viewModel`, dequeued from `collectionView`: the one whose data source asks.
        ///
        /// UIKit throws when `cellForItemAt` returns a cell another collection view dequeued, and
        /// registrations belong to one collection view, so a shared delegate that serves several
        /// (a feed and its search results) passes the view it was asked by. Each view gets its
        /// own registrations on first use; ``register(_:forReuseIdentifier:)`` applies to all.
        ///
        /// ```swift
        /// func collectionView(_ collectionView: UICollectionView,
        ///                     cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        ///     bridge.cell(for: items(of: collectionView)[indexPath.item], in: collectionView, at: indexPath)
        /// }
        /// ```
        public func cell(
            for viewModel: CollectionCellViewModel, in collectionView: UICollectionView, at indexPath: IndexPath
        ) -> UICollectionViewCell {
            engine.cell(for: viewModel, in: collectionView, at: indexPath, parentViewController: parentViewController)
        }

        /// The supplementary view (a section header, footer or any element kind) for `viewModel`,
        /// for `collectionView(_:viewForSupplementaryElementOfKind:at:)` or a diffable data source's
        /// `supplementaryViewProvider`. The same contract as cells: a legacy view model's
        /// `className` names its XIB or `UICollectionReusableView` subclass (registered for the
        /// kind on first use) and configures it through ``ConfigurableCell``; a SwiftUI-backed view
        /// model's content is hosted by the same cells as items — `UIHostingConfiguration` on iOS 16+,
        /// a ``HostingCollectionViewCell`` before — registered as supplementary views of the kind.
        /// Flow and compositional layouts size them from their content when their size is estimated.
        ///
        /// ```swift
        /// func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        ///                     at indexPath: IndexPath) -> UICollectionReusableView {
        ///     bridge.supplementaryView(for: sections[indexPath.section].header, ofKind: kind, in: collectionView,
        ///                              at: indexPath)
        /// }
        /// ```
        public func supplementaryView(
            for viewModel: CollectionCellViewModel, ofKind kind: String, in collectionView: UICollectionView,
            at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let view = engine.supplementaryView(
                for: viewModel, as: .supplementary(kind: kind), in: collectionView, at: indexPath,
                parentViewController: parentViewController)
            guard let reusable = view as? UICollectionReusableView else {
                CellBridgeProblems.report("a '\(kind)' view that is not a UICollectionReusableView was dequeued")
                return UICollectionReusableView()
            }
            return reusable
        }

        /// The same with an optional collection view (an implicitly unwrapped outlet, a weak reference):
        /// `nil` means the collection view the bridge was created with. Disfavoured, so a view that is
        /// not optional takes the form above.
        @_disfavoredOverload
        public func supplementaryView(
            for viewModel: CollectionCellViewModel, ofKind kind: String, in collectionView: UICollectionView?,
            at indexPath: IndexPath
        ) -> UICollectionReusableView {
            guard let container = collectionView ?? engine.defaultContainer else {
                CellBridgeProblems.report("no collection view to dequeue a '\(kind)' view from; pass `in:`")
                return UICollectionReusableView()
            }
            return supplementaryView(for: viewModel, ofKind: kind, in: container, at: indexPath)
        }

        /// The supplementary view, from the collection view the bridge was created with: the shape
        /// without `in:`, kept so that code written against it compiles.
        @available(
            *, deprecated,
            message: "pass the collection view that asks: `in: collectionView`"
        )
        public func supplementaryView(
            for viewModel: CollectionCellViewModel, ofKind kind: String,
            at indexPath: IndexPath
        ) -> UICollectionReusableView {
            supplementaryView(for: viewModel, ofKind: kind, in: nil, at: indexPath)
        }

        /// Forward `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`: hosted header
        /// content appears.
        public func willDisplaySupplementaryView(
            _ view: UICollectionReusableView, forElementKind kind: String, at indexPath: IndexPath
        ) {
            view.cellBridgeWillDisplay()
        }

        /// Forward `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`.
        public func didEndDisplayingSupplementaryView(
            _ view: UICollectionReusableView, forElementOfKind kind: String, at indexPath: IndexPath
        ) {
            view.cellBridgeDidEndDisplaying()
        }

        /// Updates the items at `indexPaths` in place to the view models `viewModelAt` gives, for a
        /// classic data source whose items changed: their cells, and the SwiftUI state in them, stay.
        ///
        /// `reloadData` discards every visible cell and dequeues the rows again, and nothing
        /// promises a row its old cell back, so SwiftUI state (`@State`, a `.task`, a loaded image)
        /// starts over on each reload, however stable the item's identity. This is the reconfigure
        /// ReactiveCollectionsKit and diffable data sources do: UIKit's own on iOS 15+ (it configures
        /// the existing cells, prefetched ones included), the content replaced in place on iOS 14,
        /// and a reload only for an item that now needs another kind of cell. Update your array
        /// first: UIKit asks the data source for the items it reconfigures.
        ///
        /// ```swift
        /// items[changed.item] = updated
        /// bridge.reconfigureItems(at: [changed], in: collectionView) { indexPath in items[indexPath.item] }
        /// ```
        public func reconfigureItems(
            at indexPaths: [IndexPath], in collectionView: UICollectionView,
            viewModelAt: (IndexPath) -> CollectionCellViewModel?
        ) {
            engine.reconfigureItems(
                at: indexPaths, in: collectionView, parentViewController: parentViewController, viewModelAt: viewModelAt
            )
        }

        /// Forward `collectionView(_:willDisplay:forItemAt:)`: hosted content appears (`onAppear`).
        public func willDisplay(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
            engine.willDisplay(cell)
        }

        /// Forward `collectionView(_:didEndDisplaying:forItemAt:)`: hosted content disappears.
        public func didEndDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
            engine.didEndDisplaying(cell)
        }

        /// The item's trailing swipe actions in a list layout, for
        /// `UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider`.
        ///
        /// Actions a ``SwipeActionProvidingCellViewModel`` declares are returned on every OS and
        /// path, exactly as for table rows. With none declared, a SwiftUI item on iOS 16+ gets nil
        /// so `UIHostingConfiguration` can show the content's own `.swipeActions` in the list.
        /// Handlers get the item's index path when they fire, resolved from the swiped cell.
        ///
        /// ```swift
        /// var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        /// list.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
        ///     guard let self else { return nil }
        ///     return self.bridge.trailingSwipeActionsConfiguration(
        ///         for: self.items[indexPath.item], in: self.collectionView, at: indexPath)
        /// }
        /// ```
        public func trailingSwipeActionsConfiguration(
            for viewModel: CollectionCellViewModel, in collectionView: UICollectionView, at indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            engine.swipeActionsConfiguration(
                (viewModel as? SwipeActionProvidingCellViewModel)?.trailingSwipeActions ?? [], for: viewModel,
                in: collectionView, at: indexPath)
        }

        /// The same with an optional collection view (an implicitly unwrapped outlet, a weak reference):
        /// `nil` means the collection view the bridge was created with. Disfavoured, so a view that is
        /// not optional takes the form above.
        @_disfavoredOverload
        public func trailingSwipeActionsConfiguration(
            for viewModel: CollectionCellViewModel, in collectionView: UICollectionView?, at indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            engine.swipeActionsConfiguration(
                (viewModel as? SwipeActionProvidingCellViewModel)?.trailingSwipeActions ?? [], for: viewModel,
                in: collectionView, at: indexPath)
        }

        /// The item's trailing swipe actions in the collection view the bridge was created with: the
        /// shape without `in:`, kept so that code written against it compiles.
        @available(
            *, deprecated,
            message: "pass the collection view that asks: `in: collectionView`"
        )
        public func trailingSwipeActionsConfiguration(
            for viewModel: CollectionCellViewModel, at indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            trailingSwipeActionsConfiguration(for: viewModel, in: nil, at: indexPath)
        }

        /// The item's leading swipe actions in a list layout, for
        /// `UICollectionLayoutListConfiguration.leadingSwipeActionsConfigurationProvider`.
        public func leadingSwipeActionsConfiguration(
            for viewModel: CollectionCellViewModel, in collectionView: UICollectionView, at indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            engine.swipeActionsConfiguration(
                (viewModel as? SwipeActionProvidingCellViewModel)?.leadingSwipeActions ?? [], for: viewModel,
                in: collectionView, at: indexPath)
        }

        /// The same with an optional collection view (an implicitly unwrapped outlet, a weak reference):
        /// `nil` means the collection view the bridge was created with. Disfavoured, so a view that is
        /// not optional takes the form above.
        @_disfavoredOverload
        public func leadingSwipeActionsConfiguration(
            for viewModel: CollectionCellViewModel, in collectionView: UICollectionView?, at indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            engine.swipeActionsConfiguration(
                (viewModel as? SwipeActionProvidingCellViewModel)?.leadingSwipeActions ?? [], for: viewModel,
                in: collectionView, at: indexPath)
        }

        /// The item's leading swipe actions in the collection view the bridge was created with: the
        /// shape without `in:`, kept so that code written against it compiles.
        @available(
            *, deprecated,
            message: "pass the collection view that asks: `in: collectionView`"
        )
        public func leadingSwipeActionsConfiguration(
            for viewModel: CollectionCellViewModel, at indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            leadingSwipeActionsConfiguration(for: viewModel, in: nil, at: indexPath)
        }

        /// The collection view's delegate, in one line: the bridge's part of every display and
        /// selection callback, then `appDelegate`'s own method when it has one, and every other
        /// method `appDelegate` implements (flow-layout sizes, scrolling, context menus) as it is.
        ///
        /// Forgetting one forward compiles and quietly breaks something users see (unbalanced
        /// `onAppear`, a button that also selects its row), so the bridge does them all: display
        /// and end of display of cells and supplementary views, `shouldHighlight`, `shouldSelect`
        /// (both must allow: ``ForwardedDelegateAnswers``). The bridge keeps the returned delegate
        /// alive (a collection view holds its delegate weakly) and holds `appDelegate` weakly. Set it
        /// once `appDelegate` exists: UIKit reads what a delegate implements when it is assigned.
        /// What stays yours: the list layout's swipe actions, a closure of the layout
        /// (``trailingSwipeActionsProvider(in:)`` makes it one line too).
        ///
        /// ```swift
        /// collectionView.dataSource = self
        /// collectionView.delegate = bridge.forwardingDelegate(to: self)
        /// ```
        public func forwardingDelegate(to appDelegate: UICollectionViewDelegate?) -> UICollectionViewDelegate {
            forwardingDelegates.removeAll { $0.delegate == nil }
            if appDelegate == nil, let own = ownForwardingDelegate { return own }
            if let existing = forwardingDelegates.lazy.compactMap(\.delegate).first(where: {
                $0.appDelegate === appDelegate
            }) {
                return existing
            }
            let delegate = CollectionForwardingDelegate(bridge: self, forwardingTo: appDelegate)
            if let appDelegate {
                // The app's delegate keeps it: it must not outlive the delegate it forwards to.
                delegate.keepAlive(by: appDelegate, key: forwardingKey)
                forwardingDelegates.append(WeakForwardingDelegate(delegate))
            } else {
                ownForwardingDelegate = delegate
            }
            return delegate
        }

        /// A list layout's `trailingSwipeActionsConfigurationProvider`, in one line: the actions the
        /// visible item's view model declares (``SwipeActionProvidingCellViewModel``), resolved when
        /// the swipe starts, or nil (a SwiftUI item's own `.swipeActions` on iOS 16+).
        ///
        /// ```swift
        /// list.trailingSwipeActionsConfigurationProvider = bridge.trailingSwipeActionsProvider(in: collectionView)
        /// ```
        public func trailingSwipeActionsProvider(in collectionView: UICollectionView)
            -> UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider
        {
            swipeActionsProvider(\.trailingSwipeActions, in: collectionView)
        }

        /// A list layout's `leadingSwipeActionsConfigurationProvider`, in one line.
        public func leadingSwipeActionsProvider(in collectionView: UICollectionView)
            -> UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider
        {
            swipeActionsProvider(\.leadingSwipeActions, in: collectionView)
        }

        /// Whether the item's cell highlights when touched, for `collectionView(_:shouldHighlightItemAt:)`.
        ///
        /// False for SwiftUI content that handles its own taps (``SwiftUIRenderableCellViewModel/tapHandling``
        /// is ``CellTapHandling/contentHandlesTaps``): a cell that is not selected must not flash
        /// under a tap on one of its buttons either.
        public func shouldHighlight(_ viewModel: CollectionCellViewModel) -> Bool {
            CellSelectionRules.allowsHighlight(for: engine.tapHandling(for: viewModel))
        }

        /// Whether the item is selected when tapped, for `collectionView(_:shouldSelectItemAt:)`: false when its SwiftUI
        /// content handles its own taps, so a button in the cell does not also fire `didSelect`.
        ///
        /// ```swift
        /// func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        ///     bridge.shouldSelect(items[indexPath.item])
        /// }
        /// ```
        public func shouldSelect(_ viewModel: CollectionCellViewModel) -> Bool {
            CellSelectionRules.allowsSelection(
                for: engine.tapHandling(for: viewModel), byContent: ContentSelectionInProgress.isActive)
        }

        /// Registers a cell class for an identifier, in every collection view the bridge serves: the
        /// bridge then owns that identifier's registration, whatever ``LegacyCellRegistration`` says.
        public func register(_ cellClass: UICollectionViewCell.Type, forReuseIdentifier identifier: String) {
            engine.register(cellClass, as: .cell, forReuseIdentifier: identifier)
        }

        /// Registers a nib (named `nibName` in `bundle`, default: the bridge's bundle that has it).
        public func register(nibNamed nibName: String, bundle: Bundle? = nil, forReuseIdentifier identifier: String) {
            engine.register(nibNamed: nibName, bundle: bundle, as: .cell, forReuseIdentifier: identifier)
        }

        /// Registers a legacy header, footer or other supplementary view class of `kind` for an
        /// identifier, in every collection view the bridge serves: the bridge then owns it (the same contract as cells).
        ///
        /// ```swift
        /// bridge.registerSupplementaryView(
        ///     SectionTitleView.self, ofKind: UICollectionView.elementKindSectionHeader, forReuseIdentifier: "SectionTitle")
        /// ```
        public func registerSupplementaryView(
            _ viewClass: UICollectionReusableView.Type, ofKind kind: String, forReuseIdentifier identifier: String
        ) {
            engine.register(viewClass, as: .supplementary(kind: kind), forReuseIdentifier: identifier)
        }

        /// Registers a supplementary view's nib of `kind` (named `nibName` in `bundle`).
        public func registerSupplementaryView(
            nibNamed nibName: String, bundle: Bundle? = nil, ofKind kind: String, forReuseIdentifier identifier: String
        ) {
            engine.register(
                nibNamed: nibName, bundle: bundle, as: .supplementary(kind: kind), forReuseIdentifier: identifier)
        }

        /// Registers the iOS 14–15 hosting cell for a SwiftUI view type's name ahead of use (the
        /// article's explicit registration; the bridge also does it at the first SwiftUI dequeue).
        public func registerHostingCell(forReuseIdentifier identifier: String) {
            engine.registerHostingCell(forReuseIdentifier: identifier)
        }

        // MARK: Private

        let engine: CellBridgeEngine<UICollectionView>
        /// The delegates ``forwardingDelegate(to:)`` made for app delegates (which keep them alive).
        private var forwardingDelegates: [WeakForwardingDelegate<CollectionForwardingDelegate>] = []
        /// The one made without an app delegate, kept here.
        private var ownForwardingDelegate: CollectionForwardingDelegate?
        /// This bridge's key for the associated object that ties a forwarding delegate to its app's.
        private lazy var forwardingKey = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())

        private func swipeActionsProvider(
            _ actions: KeyPath<SwipeActionProvidingCellViewModel, [CellSwipeAction]>,
            in collectionView: UICollectionView
        ) -> UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider {
            { [weak self, weak collectionView] indexPath in
                guard let self, let collectionView,
                    let viewModel = self.engine.shownViewModel(at: indexPath, in: collectionView),
                    let provider = viewModel as? SwipeActionProvidingCellViewModel
                else { return nil }
                return self.engine.swipeActionsConfiguration(
                    provider[keyPath: actions], for: viewModel, in: collectionView, at: indexPath)
            }
        }
    }
#endif
