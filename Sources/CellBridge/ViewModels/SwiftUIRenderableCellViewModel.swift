#if canImport(UIKit)
    import SwiftUI

    /// A view model whose cell has moved to SwiftUI: it builds its own hosted view.
    ///
    /// The shared delegate cannot name `BannerView`, so the view model does: the bridge asks for
    /// `makeHostedView()` and hosts the result, through `UIHostingConfiguration` on iOS 16+ or a
    /// hosting cell registered under `className` on iOS 14–15. Returning `AnyView` is what keeps
    /// the shared layer free of every concrete SwiftUI type. Keep `className` the SwiftUI view's
    /// type name: on iOS 14–15 cells are reused per view type.
    ///
    /// ```swift
    /// final class BannerViewModel: ObservableObject, SwiftUIRenderableCellViewModel, Identifiable {
    ///     let id: UUID
    ///     @Published var title: String
    ///     init(id: UUID, title: String) { self.id = id; self.title = title }
    ///     var className: String { String(describing: BannerView.self) }
    ///     func makeHostedView() -> AnyView { AnyView(BannerView(viewModel: self)) }
    /// }
    /// ```
    ///
    /// `makeHostedView()` is main-actor isolated because it builds views, and declared
    /// `@preconcurrency` the way UIKit's own isolation is imported: a Swift 5 app may call it from
    /// a non-isolated helper as it calls UIKit there, while Swift 6 code is told to call it on the
    /// main actor. A plain (non-isolated) implementation satisfies it too, as the article's view
    /// models do.
    ///
    /// ## Item identity and SwiftUI state
    ///
    /// A reused cell keeps its hosting controller, so without help SwiftUI sees item 40 as the
    /// same view as item 3 and hands it item 3's `@State` and `@StateObject`. State follows the
    /// identity the view model states: an `Identifiable` view model states its `id`, any other
    /// returns one from ``itemIdentity``. With one, a cell that shows another item starts fresh,
    /// and the same item keeps its state and animations whenever its cell shows it again, across a
    /// reconfigure that rebuilds its view model object too (`reloadData` may give a row another cell:
    /// reconfigure changed items instead, ``CollectionCellBridge/reconfigureItems(at:in:viewModelAt:)``
    /// or a diffable updater). Without one, class or struct alike, state starts
    /// over whenever the cell is reused and survives only a reconfigure in place (debug builds say
    /// so once per type). A diffable updater's item identifier counts as stated.
    public protocol SwiftUIRenderableCellViewModel: CollectionCellViewModel {
        /// Builds the SwiftUI content for this item. Called on every configure: keep it cheap and
        /// let the view observe the view model (`@ObservedObject`) instead of copying its state.
        @preconcurrency @MainActor func makeHostedView() -> AnyView

        /// The item this view model shows, stable across reloads (a database id, a UUID); nil when
        /// none is stated. Same identity: SwiftUI state is kept; another: it starts fresh. Defaults
        /// to `id` for `Identifiable` view models and to nil otherwise (state then starts over at
        /// every reuse). Never an object's address: a new view model may be made at a freed one's.
        @preconcurrency @MainActor var itemIdentity: AnyHashable? { get }

        /// A version of the item's content that changes whenever its content changes (a revision
        /// counter, an `updatedAt` hash); nil when there is none. The diffable updaters leave an item
        /// whose version and view model object are unchanged alone instead of reconfiguring it
        /// (``ItemUpdate``). CellBridge caches no sizes: every new content is measured.
        @preconcurrency @MainActor var itemVersion: Int? { get }

        /// Who answers a tap: the cell (UIKit highlight and `didSelect`, the default), the content's
        /// own SwiftUI controls, or both. A cell with buttons of its own that should still select
        /// when tapped elsewhere says ``CellTapHandling/contentControlsAndCell``: a button takes its
        /// tap, any other tap selects the cell and reaches `didSelect`, on every OS path. One whose
        /// controls are the only tap targets says ``CellTapHandling/contentHandlesTaps``. The
        /// delegate's `shouldSelect` and `shouldHighlight` answers come from the bridge
        /// (``CollectionCellBridge/forwardingDelegate(to:)``, or ``CollectionCellBridge/shouldSelect(_:)``).
        @preconcurrency @MainActor var tapHandling: CellTapHandling { get }

        /// Whether the hosting controller of this item's cell becomes a child of the screen
        /// (iOS 14–15 and ``HostingStrategy/hostingCellsEverywhere``; `UIHostingConfiguration`
        /// has no controller to contain).
        ///
        /// ``ContainmentPolicy/childViewController``, the default and the recommendation, gives the
        /// content appearance callbacks, trait and environment changes and `presentationMode`, and
        /// SwiftUI presentations (`.sheet`, `.alert`, `.confirmationDialog`, popovers) from a
        /// controller UIKit can present from.
        ///
        /// ``ContainmentPolicy/viewOnly`` saves the containment work (Airbnb's HorizonCalendar
        /// measured 35–40% less scrolling CPU without), at a price users can see: the controller is
        /// in no view-controller hierarchy, so a trait change while the cell is visible (dark mode,
        /// Dynamic Type) may not reach the content until the cell is reused, and its presentations
        /// come from a detached controller, which UIKit warns about and may refuse (present through
        /// `\.cellBridgeNavigate`, which goes through the screen). Keep it for static, light cells
        /// that read no trait and present nothing. Cells are reused per SwiftUI view type, and a
        /// cell keeps the policy of the first item it showed: give every view model of one view
        /// type the same policy.
        @preconcurrency @MainActor var hostingContainment: ContainmentPolicy { get }
    }

    extension SwiftUIRenderableCellViewModel {
        /// None: state then starts over whenever the cell is reused (``ContentIdentityTracker``).
        @preconcurrency @MainActor public var itemIdentity: AnyHashable? { nil }
        public var itemVersion: Int? { nil }
        public var tapHandling: CellTapHandling { .cellSelects }
        public var hostingContainment: ContainmentPolicy { .childViewController }
    }

    extension SwiftUIRenderableCellViewModel where Self: Identifiable {
        /// An `Identifiable` view model's `id`: the same item keeps its SwiftUI state across reuse
        /// and reloads, even when the view model object is made anew. A class that kept
        /// `Identifiable`'s default `id` (its `ObjectIdentifier`, an address a new object may reuse)
        /// states no identity: it would hand one item's state to another.
        @preconcurrency @MainActor public var itemIdentity: AnyHashable? {
            if let address = id as? ObjectIdentifier, type(of: self) is AnyClass,
                address == ObjectIdentifier(self as AnyObject)
            {
                return nil
            }
            return AnyHashable(id)
        }
    }
#endif
