#if canImport(UIKit)
    import UIKit

    /// The table view delegate a ``TableCellBridge`` answers for (``TableCellBridge/forwardingDelegate(to:)``):
    /// the bridge's part of every display, selection and swipe callback, then the app's own method
    /// when it has one (``ForwardedDelegateAnswers``); everything else the app's delegate implements
    /// (heights, estimates, editing, context menus) goes straight to it.
    @MainActor
    final class TableForwardingDelegate: ForwardingDelegate, UITableViewDelegate {
        private weak var bridge: TableCellBridge?

        init(bridge: TableCellBridge, forwardingTo appDelegate: UITableViewDelegate?) {
            self.bridge = bridge
            super.init(forwardingTo: appDelegate)
        }

        private var app: UITableViewDelegate? { appDelegate as? UITableViewDelegate }

        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            #if DEBUG
                // Self-check fault (with willSelectRowAt's): where the row was displayed is kept.
                if SelfCheckFaultSwitch.isOn("selection-position-captured") {
                    SelfCheckFaultSwitch.remember(indexPath, of: cell)
                }
            #endif
            bridge?.willDisplay(cell, at: indexPath)
            app?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
        }

        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
        {
            bridge?.didEndDisplaying(cell, at: indexPath)
            app?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        }

        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            bridge?.willDisplayHeaderFooterView(view, forSection: section)
            app?.tableView?(tableView, willDisplayHeaderView: view, forSection: section)
        }

        func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
            bridge?.willDisplayHeaderFooterView(view, forSection: section)
            app?.tableView?(tableView, willDisplayFooterView: view, forSection: section)
        }

        func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
            bridge?.didEndDisplayingHeaderFooterView(view, forSection: section)
            app?.tableView?(tableView, didEndDisplayingHeaderView: view, forSection: section)
        }

        func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
            bridge?.didEndDisplayingHeaderFooterView(view, forSection: section)
            app?.tableView?(tableView, didEndDisplayingFooterView: view, forSection: section)
        }

        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            ForwardedDelegateAnswers.allows(bridge: bridgeAllows(\.allowsHighlight, at: indexPath, in: tableView)) {
                app?.tableView?(tableView, shouldHighlightRowAt: indexPath)
            }
        }

        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            guard bridgeAllows(\.allowsSelection, at: indexPath, in: tableView) else { return nil }
            #if DEBUG
                // Self-check fault: the row is selected where it was displayed, not where it is now.
                if SelfCheckFaultSwitch.isOn("selection-position-captured"),
                    let displayedAt = SelfCheckFaultSwitch.positionAtDisplay(of: tableView.cellForRow(at: indexPath))
                {
                    return displayedAt
                }
            #endif
            return appSelection(at: indexPath, in: tableView)
        }

        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            ForwardedDelegateAnswers.swipeActions(
                declared: declaredSwipeActions(\.leadingSwipeActions, at: indexPath, in: tableView)
            ) {
                app?.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
            }
        }

        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            ForwardedDelegateAnswers.swipeActions(
                declared: declaredSwipeActions(\.trailingSwipeActions, at: indexPath, in: tableView)
            ) {
                app?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
            }
        }

        /// The row the app's own `willSelectRowAt` turns a selection of `indexPath` into (itself when
        /// it has none; nil: vetoed), for a selection the cell's content asks for
        /// (``CellTapHandling/contentControlsAndCell``).
        func appSelection(at indexPath: IndexPath, in tableView: UITableView) -> IndexPath? {
            guard let app, app.responds(to: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:))) else {
                return indexPath
            }
            return app.tableView?(tableView, willSelectRowAt: indexPath) ?? nil
        }

        /// The row the app's own `willDeselectRowAt` turns a deselection of `indexPath` into (itself
        /// when it has none; nil: vetoed), for a deselection the cell's content asks for.
        func appDeselection(at indexPath: IndexPath, in tableView: UITableView) -> IndexPath? {
            guard let app, app.responds(to: #selector(UITableViewDelegate.tableView(_:willDeselectRowAt:))) else {
                return indexPath
            }
            return app.tableView?(tableView, willDeselectRowAt: indexPath) ?? nil
        }

        private func bridgeAllows(
            _ rule: KeyPath<CellTapHandling, Bool>, at indexPath: IndexPath, in tableView: UITableView
        )
            -> Bool
        {
            guard let bridge, let viewModel = bridge.engine.shownViewModel(at: indexPath, in: tableView) else {
                return true
            }
            return bridge.engine.tapHandling(for: viewModel)[keyPath: rule]
        }

        /// The swipe actions the visible row's view model declares, as UIKit's configuration.
        private func declaredSwipeActions(
            _ actions: KeyPath<SwipeActionProvidingCellViewModel, [CellSwipeAction]>, at indexPath: IndexPath,
            in tableView: UITableView
        ) -> UISwipeActionsConfiguration? {
            guard let bridge, let viewModel = bridge.engine.shownViewModel(at: indexPath, in: tableView),
                let provider = viewModel as? SwipeActionProvidingCellViewModel
            else { return nil }
            return bridge.engine.swipeActionsConfiguration(
                provider[keyPath: actions], for: viewModel, in: tableView, at: indexPath)
        }
    }
#endif
