#if canImport(UIKit)
    import UIKit

    /// The collection view delegate a ``CollectionCellBridge`` answers for
    /// (``CollectionCellBridge/forwardingDelegate(to:)``): the bridge's part of every display and
    /// selection callback, then the app's own method when it has one (``ForwardedDelegateAnswers``);
    /// everything else the app's delegate implements (flow-layout sizes, scroll callbacks, context
    /// menus) goes straight to it.
    @MainActor
    final class CollectionForwardingDelegate: ForwardingDelegate, UICollectionViewDelegateFlowLayout {
        private weak var bridge: CollectionCellBridge?

        init(bridge: CollectionCellBridge, forwardingTo appDelegate: UICollectionViewDelegate?) {
            self.bridge = bridge
            super.init(forwardingTo: appDelegate)
        }

        private var app: UICollectionViewDelegate? { appDelegate as? UICollectionViewDelegate }

        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            #if DEBUG
                // Self-check fault (with shouldSelectItemAt's): where the item was displayed is kept.
                if SelfCheckFaultSwitch.isOn("selection-position-captured") {
                    SelfCheckFaultSwitch.remember(indexPath, of: cell)
                }
            #endif
            bridge?.willDisplay(cell, at: indexPath)
            app?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            bridge?.didEndDisplaying(cell, at: indexPath)
            app?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            bridge?.willDisplaySupplementaryView(view, forElementKind: elementKind, at: indexPath)
            app?.collectionView?(
                collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {
            bridge?.didEndDisplayingSupplementaryView(view, forElementOfKind: elementKind, at: indexPath)
            app?.collectionView?(
                collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            ForwardedDelegateAnswers.allows(bridge: bridgeAllows(\.allowsHighlight, at: indexPath, in: collectionView))
            {
                app?.collectionView?(collectionView, shouldHighlightItemAt: indexPath)
            }
        }

        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            ForwardedDelegateAnswers.allows(
                bridge: bridgeAllows(
                    \.allowsSelection, at: selectionDecidedAt(indexPath, in: collectionView), in: collectionView)
            ) {
                app?.collectionView?(collectionView, shouldSelectItemAt: indexPath)
            }
        }

        /// The app's own answer to `shouldSelectItemAt` (yes when it has none), for a selection the
        /// cell's content asks for (``CellTapHandling/contentControlsAndCell``).
        func appAllowsSelection(at indexPath: IndexPath, in collectionView: UICollectionView) -> Bool {
            app?.collectionView?(collectionView, shouldSelectItemAt: indexPath) ?? true
        }

        /// The app's own answer to `shouldDeselectItemAt` (yes when it has none), for a deselection the
        /// cell's content asks for.
        func appAllowsDeselection(at indexPath: IndexPath, in collectionView: UICollectionView) -> Bool {
            app?.collectionView?(collectionView, shouldDeselectItemAt: indexPath) ?? true
        }

        /// Where the item whose selection is decided is: `indexPath`, where UIKit says the item is now.
        private func selectionDecidedAt(_ indexPath: IndexPath, in collectionView: UICollectionView) -> IndexPath {
            #if DEBUG
                // Self-check fault: the bridge answers for the item where the cell was displayed, not
                // for the one it shows now.
                if SelfCheckFaultSwitch.isOn("selection-position-captured"),
                    let displayedAt = SelfCheckFaultSwitch.positionAtDisplay(
                        of: collectionView.cellForItem(at: indexPath))
                {
                    return displayedAt
                }
            #endif
            return indexPath
        }

        /// The bridge's answer for the visible item at `indexPath`: from the tap handling of the view
        /// model it shows; yes for a cell the bridge did not configure.
        private func bridgeAllows(
            _ rule: KeyPath<CellTapHandling, Bool>, at indexPath: IndexPath, in collectionView: UICollectionView
        ) -> Bool {
            guard let bridge, let viewModel = bridge.engine.shownViewModel(at: indexPath, in: collectionView)
            else { return true }
            return bridge.engine.tapHandling(for: viewModel)[keyPath: rule]
        }
    }

    extension CellTapHandling {
        /// ``CellSelectionRules`` as key paths, for the forwarding delegates.
        var allowsHighlight: Bool { CellSelectionRules.allowsHighlight(for: self) }
        var allowsSelection: Bool { CellSelectionRules.allowsSelection(for: self) }
    }
#endif
