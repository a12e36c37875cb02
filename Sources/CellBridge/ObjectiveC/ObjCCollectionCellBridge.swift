#if canImport(UIKit)
    import UIKit

    /// ``CollectionCellBridge`` for a shared collection-view data source written in Objective-C.
    ///
    /// Apps of the XIB era often keep their shared data source in Objective-C. This is the same
    /// bridge behind an `NSObject` with Objective-C names: view models come in as `id` (a Swift
    /// view model as it is, an Objective-C one adopting ``ObjCCellViewModel``), legacy Objective-C
    /// cells configure themselves through ``ObjCConfigurableCell``, every forward is one delegate
    /// (``forwardingDelegate(to:)``), and events arrive as `id`.
    ///
    /// ```objc
    /// @import CellBridge;
    /// self.bridge = [[CBCollectionCellBridge alloc] initWithCollectionView:collectionView
    ///                                              parentViewController:viewController
    ///                                                legacyCellsByBridge:NO];
    /// collectionView.dataSource = self;
    /// collectionView.delegate = [self.bridge forwardingDelegateTo:self];
    ///
    /// - (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView
    ///                   cellForItemAtIndexPath:(NSIndexPath *)indexPath {
    ///     return [self.bridge cellForViewModel:self.items[indexPath.item] inCollectionView:collectionView
    ///                              atIndexPath:indexPath];
    /// }
    /// ```
    @objc(CBCollectionCellBridge) @preconcurrency @MainActor
    public final class ObjCCollectionCellBridge: NSObject {
        /// The Swift bridge underneath, for Swift code that shares the screen.
        public let bridge: CollectionCellBridge

        /// - Parameters:
        ///   - collectionView: the collection view whose cells the bridge dequeues (held weakly).
        ///   - parentViewController: the screen the cells' content presents and pushes from (weak);
        ///     hosting controllers become children of the view controller whose view holds the list.
        ///   - legacyCellsByBridge: NO when the app registers its legacy cells itself (its own
        ///     `registerNib:` calls, storyboard prototypes), YES to have CellBridge register each
        ///     `className`'s nib or class on first use (``LegacyCellRegistration``).
        @objc(initWithCollectionView:parentViewController:legacyCellsByBridge:)
        public init(
            collectionView: UICollectionView, parentViewController: UIViewController?, legacyCellsByBridge: Bool
        ) {
            bridge = CollectionCellBridge(
                collectionView: collectionView, parentViewController: parentViewController,
                legacyCells: legacyCellsByBridge ? .byBridge : .byApp)
            super.init()
        }

        /// The cell for `viewModel` (`id`), dequeued from `collectionView`, registered if needed and
        /// configured; a registered empty cell, with the problem reported, for an object that is no
        /// view model.
        @objc(cellForViewModel:inCollectionView:atIndexPath:)
        public func cell(forViewModel viewModel: Any, in collectionView: UICollectionView, at indexPath: IndexPath)
            -> UICollectionViewCell
        {
            bridge.engine.cell(
                for: ObjCBridgeInput.viewModel(from: viewModel), in: collectionView, at: indexPath,
                parentViewController: bridge.parentViewController)
        }

        /// The supplementary view (a header or footer) of `kind` for `viewModel` (`id`).
        @objc(supplementaryViewForViewModel:ofKind:inCollectionView:atIndexPath:)
        public func supplementaryView(
            forViewModel viewModel: Any, ofKind kind: String, in collectionView: UICollectionView,
            at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let view = bridge.engine.supplementaryView(
                for: ObjCBridgeInput.viewModel(from: viewModel), as: .supplementary(kind: kind), in: collectionView,
                at: indexPath, parentViewController: bridge.parentViewController)
            return view as? UICollectionReusableView ?? UICollectionReusableView()
        }

        /// Registers a nib under an identifier: the bridge owns it, whatever `legacyCellsByBridge` says.
        @objc(registerNibNamed:bundle:forReuseIdentifier:)
        public func register(nibNamed nibName: String, bundle: Bundle?, forReuseIdentifier identifier: String) {
            bridge.register(nibNamed: nibName, bundle: bundle, forReuseIdentifier: identifier)
        }

        /// Registers a cell class under an identifier: the bridge owns it.
        @objc(registerClass:forReuseIdentifier:)
        public func register(_ cellClass: UICollectionViewCell.Type, forReuseIdentifier identifier: String) {
            bridge.register(cellClass, forReuseIdentifier: identifier)
        }

        /// The collection view's delegate in one line (``CollectionCellBridge/forwardingDelegate(to:)``).
        @objc(forwardingDelegateTo:)
        public func forwardingDelegate(to appDelegate: UICollectionViewDelegate?) -> UICollectionViewDelegate {
            bridge.forwardingDelegate(to: appDelegate)
        }

        /// Receives the events SwiftUI content sends (`\.cellBridgeSendEvent`), as the object sent,
        /// with the index path of the item's cell when the event arrives.
        @objc public var onContentEvent: ((Any, IndexPath) -> Void)? {
            didSet {
                let handler = onContentEvent
                bridge.onContentEvent = handler.map { handler in { event, indexPath in handler(event.base, indexPath) }
                }
            }
        }
    }

    /// What the Objective-C bridges make of the `id` they are given.
    @MainActor
    enum ObjCBridgeInput {
        /// The view model for `object`, or nil (the fallback cell) with the problem reported.
        static func viewModel(from object: Any) -> CollectionCellViewModel? {
            if let viewModel = ObjCViewModelAdapter.viewModel(from: object) { return viewModel }
            CellBridgeProblems.report(
                "an Objective-C data source passed a \(type(of: object)) as a view model; it adopts neither "
                    + "CBCellViewModel nor CollectionCellViewModel, so its item shows the fallback cell.",
                key: "objc view model \(type(of: object))")
            return nil
        }
    }
#endif
