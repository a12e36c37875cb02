#if canImport(UIKit)
    import UIKit

    /// ``TableCellBridge`` for a shared table-view data source written in Objective-C: view models
    /// as `id`, every forward one delegate (``forwardingDelegate(to:)``), events as `id`
    /// (see ``ObjCCollectionCellBridge``).
    ///
    /// ```objc
    /// self.bridge = [[CBTableCellBridge alloc] initWithTableView:tableView parentViewController:viewController
    ///                                        legacyCellsByBridge:NO];
    /// tableView.delegate = [self.bridge forwardingDelegateTo:self];
    /// ```
    @objc(CBTableCellBridge) @preconcurrency @MainActor
    public final class ObjCTableCellBridge: NSObject {
        /// The Swift bridge underneath, for Swift code that shares the screen.
        public let bridge: TableCellBridge

        /// - Parameters:
        ///   - tableView: the table view whose rows the bridge dequeues (held weakly).
        ///   - parentViewController: the screen the rows' content presents and pushes from (weak).
        ///   - legacyCellsByBridge: NO when the app registers its legacy rows itself, YES to have
        ///     CellBridge register each `className`'s nib or class on first use.
        @objc(initWithTableView:parentViewController:legacyCellsByBridge:)
        public init(tableView: UITableView, parentViewController: UIViewController?, legacyCellsByBridge: Bool) {
            bridge = TableCellBridge(
                tableView: tableView, parentViewController: parentViewController,
                legacyCells: legacyCellsByBridge ? .byBridge : .byApp)
            super.init()
        }

        /// The row for `viewModel` (`id`), dequeued from `tableView`, registered if needed and configured.
        @objc(cellForViewModel:inTableView:atIndexPath:)
        public func cell(forViewModel viewModel: Any, in tableView: UITableView, at indexPath: IndexPath)
            -> UITableViewCell
        {
            bridge.engine.cell(
                for: ObjCBridgeInput.viewModel(from: viewModel), in: tableView, at: indexPath,
                parentViewController: bridge.parentViewController)
        }

        /// The header or footer view for `viewModel` (`id`) of `section`, or nil when the table is gone.
        @objc(headerFooterViewForViewModel:inTableView:section:)
        public func headerFooterView(forViewModel viewModel: Any, in tableView: UITableView, section: Int)
            -> UITableViewHeaderFooterView?
        {
            guard let viewModel = ObjCBridgeInput.viewModel(from: viewModel) else { return nil }
            return bridge.headerFooterView(for: viewModel, in: tableView, section: section)
        }

        /// The height the row of `viewModel` had when last displayed, for
        /// `tableView:estimatedHeightForRowAtIndexPath:` (``TableCellBridge/estimatedHeight(for:)``);
        /// `fallback` when it has not been displayed yet (or is not a SwiftUI row with an identity).
        @objc(estimatedHeightForViewModel:fallback:)
        public func estimatedHeight(forViewModel viewModel: Any, fallback: CGFloat) -> CGFloat {
            guard let viewModel = ObjCViewModelAdapter.viewModel(from: viewModel) else { return fallback }
            return bridge.estimatedHeight(for: viewModel) ?? fallback
        }

        /// Registers a nib under an identifier: the bridge owns it, whatever `legacyCellsByBridge` says.
        @objc(registerNibNamed:bundle:forReuseIdentifier:)
        public func register(nibNamed nibName: String, bundle: Bundle?, forReuseIdentifier identifier: String) {
            bridge.register(nibNamed: nibName, bundle: bundle, forReuseIdentifier: identifier)
        }

        /// Registers a cell class under an identifier: the bridge owns it.
        @objc(registerClass:forReuseIdentifier:)
        public func register(_ cellClass: UITableViewCell.Type, forReuseIdentifier identifier: String) {
            bridge.register(cellClass, forReuseIdentifier: identifier)
        }

        /// The table view's delegate in one line (``TableCellBridge/forwardingDelegate(to:)``).
        @objc(forwardingDelegateTo:)
        public func forwardingDelegate(to appDelegate: UITableViewDelegate?) -> UITableViewDelegate {
            bridge.forwardingDelegate(to: appDelegate)
        }

        /// Receives the events SwiftUI content sends, as the object sent, with the row's index path.
        @objc public var onContentEvent: ((Any, IndexPath) -> Void)? {
            didSet {
                let handler = onContentEvent
                bridge.onContentEvent = handler.map { handler in { event, indexPath in handler(event.base, indexPath) }
                }
            }
        }
    }
#endif
