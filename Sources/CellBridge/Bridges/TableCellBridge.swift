#if canImport(UIKit)
    import UIKit

    /// What a shared table-view delegate owns to render legacy and SwiftUI rows alike.
    ///
    /// The table counterpart of ``CollectionCellBridge``: legacy rows dequeued by `className` and
    /// configured through ``ConfigurableCell``; SwiftUI rows through a `UIHostingConfiguration` on
    /// one plain cell class registered at the first SwiftUI dequeue (iOS 16+), or through a
    /// ``HostingTableViewCell`` registered per SwiftUI view type (iOS 14–15). Swipe actions that
    /// view models declare work on every path through
    /// ``trailingSwipeActionsConfiguration(for:in:at:)-(_,UITableView,_)``.
    ///
    /// Who registers the legacy rows is the app's statement (``LegacyCellRegistration``): by default
    /// the app does; `legacyCells: .byBridge` has the bridge register each `className`'s nib (or
    /// class) on first use. A table view also says which identifiers it already has a registration
    /// for (a storyboard prototype, a nib the app registered): the bridge asks it on first sight of
    /// each legacy identifier, never registers over what it has, and shows the fallback row (with
    /// the problem reported) instead of UIKit's exception when the app said it registers a row the
    /// table does not have.
    ///
    /// ```swift
    /// func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    ///     bridge.cell(for: items[indexPath.row], in: tableView, at: indexPath)
    /// }
    /// func tableView(_ tableView: UITableView,
    ///                trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    ///     bridge.trailingSwipeActionsConfiguration(for: items[indexPath.row], in: tableView, at: indexPath)
    /// }
    /// ```
    @preconcurrency @MainActor
    public final class TableCellBridge {
        // MARK: Lifecycle

        /// - Parameters:
        ///   - tableView: the table view whose rows the bridge registers and dequeues (held weakly).
        ///   - parentViewController: the screen the content presents and pushes from (held weakly); hosting
        ///     controllers become children of the view controller whose view holds the list, which UIKit
        ///     requires (``ContainmentParent``). nil finds the screen up each cell's responder chain.
        ///   - bundle: where legacy nibs and cell classes are looked up by `className`.
        ///   - moduleNames: modules whose Swift cell classes may be named by `className`.
        ///   - strategy: `.hostingCellsEverywhere` keeps hosting cells on iOS 16+ too.
        ///   - registeredByApp: with `.byBridge`, reuse identifiers the app still registers itself; the
        ///     table would say so too when asked, but naming them spares the question.
        ///   - legacyCells: who registers legacy rows (``LegacyCellRegistration``): the app (the
        ///     default) or CellBridge, by `className`, on first use.
        public convenience init(
            tableView: UITableView,
            parentViewController: UIViewController?,
            bundle: Bundle = .main,
            moduleNames: [String] = [],
            strategy: HostingStrategy = .automatic,
            registeredByApp: Set<String> = [],
            legacyCells: LegacyCellRegistration = .byApp
        ) {
            self.init(
                tableView: tableView, parentViewController: parentViewController, bundles: [bundle],
                moduleNames: moduleNames, strategy: strategy, registeredByApp: registeredByApp,
                legacyCells: legacyCells)
        }

        /// For an app split into Swift packages and frameworks: legacy cells are looked up in every
        /// bundle of `bundles` (their nibs) and every module of `moduleNames` (their classes), each
        /// registered once. A `className` found in two of them is an error that names both (name
        /// the bundle in the view model, ``CollectionCellViewModel/cellBundle``, to pick one).
        ///
        /// ```swift
        /// bridge = TableCellBridge(
        ///     tableView: tableView, parentViewController: self,
        ///     bundles: [FeedKit.bundle, ProfileKit.bundle, .main], moduleNames: ["FeedKit", "ProfileKit"])
        /// ```
        public init(
            tableView: UITableView,
            parentViewController: UIViewController?,
            bundles: [Bundle],
            moduleNames: [String] = [],
            strategy: HostingStrategy = .automatic,
            registeredByApp: Set<String> = [],
            legacyCells: LegacyCellRegistration = .byApp
        ) {
            self.parentViewController = parentViewController
            engine = CellBridgeEngine(
                container: tableView, bundles: bundles, moduleNames: moduleNames, strategy: strategy,
                registeredByApp: registeredByApp, legacyCells: legacyCells)
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

        /// Receives events SwiftUI content sends with `\.cellBridgeSendEvent`, with the row's index
        /// path resolved when the event arrives. Events from content for another item are dropped;
        /// events sent across a reconfigure of the same item arrive. Not called when
        /// ``onContentEventInView`` is set: an event reaches one handler.
        public var onContentEvent: ((AnyHashable, IndexPath) -> Void)?

        /// The same events with the table view the cell is in, for a delegate that serves several
        /// (``cell(for:in:at:)``): an index path means nothing without its view. When set, it
        /// receives every event and ``onContentEvent`` none.
        ///
        /// ```swift
        /// bridge.onContentEventInView = { [weak self] event, indexPath, view in
        ///     self?.handle(event, for: self?.items(of: view)[indexPath.item])
        /// }
        /// ```
        public var onContentEventInView: ((AnyHashable, IndexPath, UITableView) -> Void)?

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

        /// The render path the core chose for an item on this OS.
        public func renderPath(for viewModel: CollectionCellViewModel) -> RenderPath {
            engine.renderPath(for: viewModel)
        }

        /// The cell for `viewModel`, dequeued from the table view the bridge was created with,
        /// registered if needed and configured.
        ///
        /// Never traps on a bad `className`: it reports the core's message once (``CellBridgeProblem``)
        /// and returns a registered empty cell, in debug builds too. A delegate serving several table
        /// views must use ``cell(for:in:at:)``: this one dequeues from the first view.
        public func cell(for viewModel: CollectionCellViewModel, at indexPath: IndexPath) -> UITableViewCell {
            engine.cell(for: viewModel, at: indexPath, parentViewController: parentViewController)
        }

        /// The cell for `viewModel`, dequeued from `tableView`: the one whose data source asks.
        /// UIKit throws when `cellForRowAt` returns a cell another table view dequeued.
        ///
        /// ```swift
        /// func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        ///     bridge.cell(for: rows(of: tableView)[indexPath.row], in: tableView, at: indexPath)
        /// }
        /// ```
        public func cell(for viewModel: CollectionCellViewModel, in tableView: UITableView, at indexPath: IndexPath)
            -> UITableViewCell
        {
            engine.cell(for: viewModel, in: tableView, at: indexPath, parentViewController: parentViewController)
        }

        /// The header or footer view for `viewModel`, for `tableView(_:viewForHeaderInSection:)` and
        /// `tableView(_:viewForFooterInSection:)`. A legacy view model's `className` names its XIB or
        /// `UITableViewHeaderFooterView` subclass (registered on first use) and configures it
        /// through ``ConfigurableCell``; a SwiftUI-backed view model's content is hosted by a
        /// ``HostingTableHeaderFooterView`` on every OS (Apple documents `UIHostingConfiguration`
        /// for cells, not header-footer views). With `sectionHeaderHeight = automaticDimension` and
        /// an estimate, the table sizes it from its content.
        ///
        /// A view the table dequeued whenever there is a table to dequeue from (a registered empty
        /// one when the view model cannot be shown, with the problem logged). It is optional, unlike
        /// ``CollectionCellBridge/supplementaryView(for:ofKind:in:at:)-(_,_,UICollectionView,_)``, because each follows the
        /// delegate method it serves: `tableView(_:viewForHeaderInSection:)` returns `UIView?`, the
        /// collection's supplementary view method does not. Pass `tableView`, the one that asks; nil
        /// only when the bridge's own table view is gone.
        ///
        /// ```swift
        /// func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        ///     sections[section].header.flatMap { bridge.headerFooterView(for: $0, in: tableView, section: section) }
        /// }
        /// ```
        public func headerFooterView(
            for viewModel: CollectionCellViewModel, in tableView: UITableView?, section: Int
        ) -> UITableViewHeaderFooterView? {
            guard let container = tableView ?? engine.defaultContainer else { return nil }
            let view = engine.supplementaryView(
                for: viewModel, as: .tableHeaderFooter, in: container, at: IndexPath(row: 0, section: section),
                parentViewController: parentViewController)
            guard let headerFooter = view as? UITableViewHeaderFooterView else {
                CellBridgeProblems.report("a header or footer that is not a UITableViewHeaderFooterView was dequeued")
                return nil
            }
            return headerFooter
        }

        /// The header or footer view from the table view the bridge was created with: the shape
        /// without `in:`, kept so that code written against it compiles.
        @available(*, deprecated, message: "pass the table view that asks: `in: tableView`")
        public func headerFooterView(for viewModel: CollectionCellViewModel, section: Int)
            -> UITableViewHeaderFooterView?
        {
            headerFooterView(for: viewModel, in: nil, section: section)
        }

        /// Forward `tableView(_:willDisplayHeaderView:forSection:)` and
        /// `tableView(_:willDisplayFooterView:forSection:)`: hosted content appears.
        public func willDisplayHeaderFooterView(_ view: UIView, forSection section: Int) {
            view.cellBridgeWillDisplay()
        }

        /// Forward `tableView(_:didEndDisplayingHeaderView:forSection:)` and the footer's.
        public func didEndDisplayingHeaderFooterView(_ view: UIView, forSection section: Int) {
            view.cellBridgeDidEndDisplaying()
        }

        /// The table view's delegate, in one line: the bridge's part of every display, selection and
        /// swipe callback, then `appDelegate`'s own method when it has one, and every other method
        /// `appDelegate` implements (heights, editing, context menus) as it is.
        ///
        /// Forgetting one forward compiles and quietly breaks something users see, so the bridge does
        /// them all: display and end of display of rows, headers and footers, `shouldHighlightRowAt`
        /// and `willSelectRowAt` (both must allow: ``ForwardedDelegateAnswers``), and the leading and
        /// trailing swipe actions the visible row's view model declares (else `appDelegate`'s). The
        /// bridge keeps the returned delegate alive (a table holds its delegate weakly) and holds
        /// `appDelegate` weakly. Set it once `appDelegate` exists: UIKit reads what a delegate
        /// implements when it is assigned. What stays yours: `estimatedHeightForRowAt`, which UIKit
        /// asks for rows that are not on screen, where the bridge cannot know the row's view model
        /// (answer it with ``estimatedHeight(for:)``).
        ///
        /// ```swift
        /// tableView.dataSource = self
        /// tableView.delegate = bridge.forwardingDelegate(to: self)
        /// ```
        public func forwardingDelegate(to appDelegate: UITableViewDelegate?) -> UITableViewDelegate {
            forwardingDelegates.removeAll { $0.delegate == nil }
            if appDelegate == nil, let own = ownForwardingDelegate { return own }
            if let existing = forwardingDelegates.lazy.compactMap(\.delegate).first(where: {
                $0.appDelegate === appDelegate
            }) {
                return existing
            }
            let delegate = TableForwardingDelegate(bridge: self, forwardingTo: appDelegate)
            if let appDelegate {
                // The app's delegate keeps it: it must not outlive the delegate it forwards to.
                delegate.keepAlive(by: appDelegate, key: forwardingKey)
                forwardingDelegates.append(WeakForwardingDelegate(delegate))
            } else {
                ownForwardingDelegate = delegate
            }
            return delegate
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
        /// bridge.reconfigureItems(at: [changed], in: tableView) { indexPath in rows[indexPath.row] }
        /// ```
        public func reconfigureItems(
            at indexPaths: [IndexPath], in tableView: UITableView,
            viewModelAt: (IndexPath) -> CollectionCellViewModel?
        ) {
            engine.reconfigureItems(
                at: indexPaths, in: tableView, parentViewController: parentViewController, viewModelAt: viewModelAt)
        }

        /// Forward `tableView(_:willDisplay:forRowAt:)`: hosted content appears (`onAppear`).
        public func willDisplay(_ cell: UITableViewCell, at indexPath: IndexPath) {
            engine.willDisplay(cell)
        }

        /// Forward `tableView(_:didEndDisplaying:forRowAt:)`: hosted content disappears.
        public func didEndDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
            engine.didEndDisplaying(cell)
        }

        /// The height a SwiftUI row (one whose view model has an ``SwiftUIRenderableCellViewModel/itemIdentity``)
        /// had when it was last displayed, for `tableView(_:estimatedHeightForRowAt:)`; nil when it
        /// has not been displayed yet.
        ///
        /// Before iOS 16 a row whose content resized itself is re-measured through an empty
        /// `performBatchUpdates`, which makes a self-sizing table re-estimate the rows it is not
        /// showing. Estimates that differ from the heights those rows had move the content under
        /// the user's finger; answering with the heights they had keeps it still.
        ///
        /// ```swift
        /// func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        ///     bridge.estimatedHeight(for: rows[indexPath.row]) ?? 72
        /// }
        /// ```
        public func estimatedHeight(for viewModel: CollectionCellViewModel) -> CGFloat? {
            engine.displayedHeight(for: viewModel).map { CGFloat($0) }
        }

        /// The row's trailing swipe actions, for `trailingSwipeActionsConfigurationForRowAt`.
        ///
        /// Actions a ``SwipeActionProvidingCellViewModel`` declares are returned on every OS and
        /// path. With none declared, a SwiftUI row on iOS 16+ gets nil so `UIHostingConfiguration`
        /// can show the content's own `.swipeActions` (the delegate's answer would win over them).
        /// Handlers get the row's index path when they fire, resolved from the swiped cell.
        ///
        /// `tableView` is the one that asks, for delegates serving several.
        public func trailingSwipeActionsConfiguration(
            for viewModel: CollectionCellViewModel, in tableView: UITableView, at indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            engine.swipeActionsConfiguration(
                (viewModel as? SwipeActionProvidingCellViewModel)?.trailingSwipeActions ?? [], for: viewModel,
                in: tableView, at: indexPath)
        }

        /// The same with an optional table view (an implicitly unwrapped outlet, a weak reference):
        /// `nil` means the table view the bridge was created with. Disfavoured, so a view that is
        /// not optional takes the form above.
        @_disfavoredOverload
        public func trailingSwipeActionsConfiguration(
            for viewModel: CollectionCellViewModel, in tableView: UITableView?, at indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            engine.swipeActionsConfiguration(
                (viewModel as? SwipeActionProvidingCellViewModel)?.trailingSwipeActions ?? [], for: viewModel,
                in: tableView, at: indexPath)
        }

        /// The row's trailing swipe actions in the table view the bridge was created with: the shape
        /// without `in:`, kept so that code written against it compiles.
        @available(
            *, deprecated,
            message: "pass the table view that asks: `in: tableView`"
        )
        public func trailingSwipeActionsConfiguration(
            for viewModel: CollectionCellViewModel, at indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            trailingSwipeActionsConfiguration(for: viewModel, in: nil, at: indexPath)
        }

        /// The row's leading swipe actions, for `leadingSwipeActionsConfigurationForRowAt`.
        public func leadingSwipeActionsConfiguration(
            for viewModel: CollectionCellViewModel, in tableView: UITableView, at indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            engine.swipeActionsConfiguration(
                (viewModel as? SwipeActionProvidingCellViewModel)?.leadingSwipeActions ?? [], for: viewModel,
                in: tableView, at: indexPath)
        }

        /// The same with an optional table view (an implicitly unwrapped outlet, a weak reference):
        /// `nil` means the table view the bridge was created with. Disfavoured, so a view that is
        /// not optional takes the form above.
        @_disfavoredOverload
        public func leadingSwipeActionsConfiguration(
            for viewModel: CollectionCellViewModel, in tableView: UITableView?, at indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            engine.swipeActionsConfiguration(
                (viewModel as? SwipeActionProvidingCellViewModel)?.leadingSwipeActions ?? [], for: viewModel,
                in: tableView, at: indexPath)
        }

        /// The row's leading swipe actions in the table view the bridge was created with: the shape
        /// without `in:`, kept so that code written against it compiles.
        @available(
            *, deprecated,
            message: "pass the table view that asks: `in: tableView`"
        )
        public func leadingSwipeActionsConfiguration(
            for viewModel: CollectionCellViewModel, at indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            leadingSwipeActionsConfiguration(for: viewModel, in: nil, at: indexPath)
        }

        /// Whether the row's cell highlights when touched, for `tableView(_:shouldHighlightRowAt:)`.
        ///
        /// False for SwiftUI content that handles its own taps (``SwiftUIRenderableCellViewModel/tapHandling``
        /// is ``CellTapHandling/contentHandlesTaps``): a cell that is not selected must not flash
        /// under a tap on one of its buttons either.
        public func shouldHighlight(_ viewModel: CollectionCellViewModel) -> Bool {
            CellSelectionRules.allowsHighlight(for: engine.tapHandling(for: viewModel))
        }

        /// Whether the row is selected when tapped, for `tableView(_:willSelectRowAt:)`: false when its SwiftUI
        /// content handles its own taps, so a button in the cell does not also fire `didSelect`.
        ///
        /// ```swift
        /// func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        ///     bridge.shouldSelect(items[indexPath.row]) ? indexPath : nil
        /// }
        /// ```
        public func shouldSelect(_ viewModel: CollectionCellViewModel) -> Bool {
            CellSelectionRules.allowsSelection(
                for: engine.tapHandling(for: viewModel), byContent: ContentSelectionInProgress.isActive)
        }

        /// Registers a cell class for an identifier, whatever ``LegacyCellRegistration`` says, in every
        /// table view the bridge serves. The bridge then owns that identifier's registration.
        public func register(_ cellClass: UITableViewCell.Type, forReuseIdentifier identifier: String) {
            engine.register(cellClass, as: .cell, forReuseIdentifier: identifier)
        }

        /// Registers a nib (named `nibName` in `bundle`, default: the bridge's bundle that has it).
        public func register(nibNamed nibName: String, bundle: Bundle? = nil, forReuseIdentifier identifier: String) {
            engine.register(nibNamed: nibName, bundle: bundle, as: .cell, forReuseIdentifier: identifier)
        }

        /// Registers a legacy header or footer view class for an identifier, whatever
        /// ``LegacyCellRegistration`` says (the same contract as cells).
        ///
        /// ```swift
        /// bridge.registerHeaderFooterView(TipsHeaderView.self, forReuseIdentifier: "Tips")
        /// ```
        public func registerHeaderFooterView(
            _ viewClass: UITableViewHeaderFooterView.Type, forReuseIdentifier identifier: String
        ) {
            engine.register(viewClass, as: .tableHeaderFooter, forReuseIdentifier: identifier)
        }

        /// Registers a header or footer view's nib (named `nibName` in `bundle`).
        public func registerHeaderFooterView(
            nibNamed nibName: String, bundle: Bundle? = nil, forReuseIdentifier identifier: String
        ) {
            engine.register(nibNamed: nibName, bundle: bundle, as: .tableHeaderFooter, forReuseIdentifier: identifier)
        }

        /// Registers the iOS 14–15 hosting cell for a SwiftUI view type's name ahead of use.
        public func registerHostingCell(forReuseIdentifier identifier: String) {
            engine.registerHostingCell(forReuseIdentifier: identifier)
        }

        // MARK: Private

        let engine: CellBridgeEngine<UITableView>
        /// The delegates ``forwardingDelegate(to:)`` made for app delegates (which keep them alive).
        private var forwardingDelegates: [WeakForwardingDelegate<TableForwardingDelegate>] = []
        /// The one made without an app delegate, kept here.
        private var ownForwardingDelegate: TableForwardingDelegate?
        /// This bridge's key for the associated object that ties a forwarding delegate to its app's.
        private lazy var forwardingKey = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    }
#endif
