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
    /// same view as item 3 and hands it item 3's `@State` and `@StateObject`. Give the view model
    /// an ``itemIdentity`` (an `Identifiable` view model has one already: its `id`) and CellBridge
    /// gives the content a fresh SwiftUI identity whenever the cell shows another item, while a
    /// reconfigure of the same item keeps its state and animations. Add an ``itemVersion`` that
    /// changes whenever the content's size may change, and the cell's measured size is cached per
    /// item, version and width, so a self-sizing list measures each item's SwiftUI layout once.
    public protocol SwiftUIRenderableCellViewModel: CollectionCellViewModel {
        /// Builds the SwiftUI content for this item. Called on every configure: keep it cheap and
        /// let the view observe the view model (`@ObservedObject`) instead of copying its state.
        @preconcurrency @MainActor func makeHostedView() -> AnyView

        /// The item this view model shows, stable across reloads (a database id, a UUID); nil when
        /// unknown. Same identity: SwiftUI state is kept; another: it starts fresh. Defaults to
        /// `id` for `Identifiable` view models; for any other class to the view model object itself
        /// (an identity a new object at a reused address never shares, ``ObjectItemIdentity``), so
        /// a reused cell never shows another item's state; and to nil for a struct that is not
        /// `Identifiable` (state then follows the reused cell). A class view model that is made
        /// anew on every reload should return its item's id here, or its state resets on reload.
        @preconcurrency @MainActor var itemIdentity: AnyHashable? { get }

        /// A version of the item's content that changes whenever its size may change (a revision
        /// counter, an `updatedAt` hash); nil when there is none. With an ``itemIdentity`` it lets
        /// CellBridge reuse the size it measured for this item at this width. A stale version
        /// shows a stale size: bump it with every change that can move a line.
        @preconcurrency @MainActor var itemVersion: Int? { get }

        /// Who answers a tap: the cell (UIKit highlight and `didSelect`, the default) or the
        /// content's own SwiftUI controls. A cell with buttons of its own says
        /// ``CellTapHandling/contentHandlesTaps`` so a tap on a button does not also select the cell;
        /// the delegate asks ``CollectionCellBridge/shouldSelect(_:)`` (see ``CellSelectionRules``).
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
        @preconcurrency @MainActor public var itemIdentity: AnyHashable? { ViewModelIdentity.default(of: self) }
        public var itemVersion: Int? { nil }
        public var tapHandling: CellTapHandling { .cellSelects }
        public var hostingContainment: ContainmentPolicy { .childViewController }
    }

    extension SwiftUIRenderableCellViewModel where Self: Identifiable {
        /// An `Identifiable` view model's `id`: the same item keeps its SwiftUI state across reuse.
        /// A class that kept `Identifiable`'s default `id` (its `ObjectIdentifier`, an address) gets
        /// the object's own identity instead, which a new object at that address never shares.
        @preconcurrency @MainActor public var itemIdentity: AnyHashable? {
            if let address = id as? ObjectIdentifier, type(of: self) is AnyClass,
                address == ObjectIdentifier(self as AnyObject)
            {
                return ViewModelIdentity.default(of: self)
            }
            return AnyHashable(id)
        }
    }

    /// The identity a view model gets when it names none.
    @MainActor
    enum ViewModelIdentity {
        private static let objects = ObjectIdentities()

        /// The object's identity for a class, nil for a value.
        static func `default`(of viewModel: Any) -> AnyHashable? {
            guard type(of: viewModel) is AnyClass else { return nil }
            return AnyHashable(objects.identity(of: viewModel as AnyObject))
        }
    }
#endif
