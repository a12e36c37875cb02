#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// `UIHostingConfiguration` for iOS 14 and 15: SwiftUI content for any cell's `contentConfiguration`.
    ///
    /// The same call shape as Apple's, so code moves to `UIHostingConfiguration` by renaming once
    /// iOS 16 is the minimum. Unlike the widely copied backport gist it is built from, it:
    /// - creates one hosting controller per content view and replaces its root view on updates,
    ///   never a controller per configuration value and never a remove/re-add to resize;
    /// - finds the parent view controller up the responder chain when none is given, and never
    ///   traps when the parent is gone (it hosts without containment instead);
    /// - carries the cell's state from `updated(for:)` into `\.cellBridgeCellState`;
    /// - makes `.minSize` effective (a SwiftUI frame, not an ignored constraint);
    /// - keeps safe-area insets and keyboard avoidance out of the cell;
    /// - never lays SwiftUI out before the content view has a real size, resizes the cell when
    ///   the content asks (`\.cellBridgeRequestResize`), and delivers the content's events
    ///   (``onContentEvent(_:)``);
    /// - follows the cell's display for `onAppear` / `onDisappear` when the delegate forwards it
    ///   (`cell.cellBridgeWillDisplay()`; the bridges do), since a collection view may keep
    ///   recycled cells in its hierarchy where window changes say nothing (without it, a message
    ///   in debug builds says so once);
    /// - follows the cell's layout margins as they change (rotation, readable width, iPad), and
    ///   gives the content its item's SwiftUI identity (``itemIdentity(_:)``);
    /// - knows what it is shown in from its view's class, or from the app
    ///   (``supplementaryElement(ofKind:)``), never from the layout a turn later.
    ///
    /// ```swift
    /// cell.contentConfiguration = SwiftUIHostingConfiguration {
    ///     HStack { Text(item.title); Spacer(); Image(systemName: "star") }
    /// }
    /// .margins(.horizontal, 16)
    /// .background(Color(.secondarySystemBackground))
    /// .minSize(height: 44)
    /// ```
    public struct SwiftUIHostingConfiguration<Content: View>: UIContentConfiguration {
        // MARK: Lifecycle

        /// - Parameters:
        ///   - parentViewController: the screen the content presents and pushes from (held weakly);
        ///     nil finds it up the cell's responder chain. The hosting controller becomes a child of
        ///     the view controller whose view holds the cell (``ContainmentParent``).
        ///   - content: the cell's SwiftUI content, built now and shown by the content view.
        public init(parentViewController: UIViewController? = nil, @ViewBuilder content: () -> Content) {
            self.parentViewController = parentViewController
            self.content = content()
        }

        // MARK: Public

        /// Overrides the content's margins on `edges` (the other edges keep the cell's margins).
        public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
            var copy = self
            copy.contentMargins.override(ContentMargins.Edges(edges), with: Double(length))
            return copy
        }

        /// Overrides the content's margins on `edges` with the matching edges of `insets`.
        public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
            var copy = self
            if edges.contains(.top) { copy.contentMargins.override(.top, with: Double(insets.top)) }
            if edges.contains(.leading) { copy.contentMargins.override(.leading, with: Double(insets.leading)) }
            if edges.contains(.bottom) { copy.contentMargins.override(.bottom, with: Double(insets.bottom)) }
            if edges.contains(.trailing) { copy.contentMargins.override(.trailing, with: Double(insets.trailing)) }
            return copy
        }

        /// A background that fills the whole cell, under the margins.
        public func background<S: ShapeStyle>(_ style: S) -> Self {
            var copy = self
            copy.backgroundView = AnyView(Rectangle().fill(style))
            return copy
        }

        /// A background view that fills the whole cell, under the margins.
        public func background<Background: View>(@ViewBuilder content: () -> Background) -> Self {
            var copy = self
            copy.backgroundView = AnyView(content())
            return copy
        }

        /// The smallest size the content may take, margins included. The backport has no minimum
        /// until told (Apple's `UIHostingConfiguration` uses the system's minimum row size when its
        /// own is nil): say `.minSize(width: 0, height: 0)` on Apple's type when you rename to it, to
        /// keep compact rows compact.
        public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
            var copy = self
            copy.minWidth = width
            copy.minHeight = height
            return copy
        }

        /// Delivers the events the content sends with `\.cellBridgeSendEvent`, with the cell's index
        /// path resolved when each event arrives; events from content the cell no longer shows,
        /// and from a cell that has no index path, are dropped.
        ///
        /// ```swift
        /// cell.contentConfiguration = SwiftUIHostingConfiguration { RowView(row: row) }
        ///     .onContentEvent { [weak self] event, indexPath in self?.handle(event, at: indexPath) }
        /// ```
        public func onContentEvent(_ handler: @escaping (AnyHashable, IndexPath) -> Void) -> Self {
            var copy = self
            copy.eventHandler = handler
            return copy
        }

        /// The item this content shows, so SwiftUI state follows the item and not the reused cell:
        /// a cell reused for another item gives its content fresh `@State`, and a new configuration
        /// for the same item (a reconfigure) keeps it and is not an `onDisappear` + `onAppear`. The
        /// same contract as ``SwiftUIRenderableCellViewModel/itemIdentity``; without it the content
        /// starts fresh each time the cell is dequeued for an item, and keeps its state only across
        /// a reconfigure in place, which the content view can tell from a dequeue only when the
        /// cell's display callbacks are forwarded (`cell.cellBridgeWillDisplay()`).
        ///
        /// ```swift
        /// cell.contentConfiguration = SwiftUIHostingConfiguration { RowView(row: row) }
        ///     .itemIdentity(row.id)
        /// ```
        public func itemIdentity(_ identity: AnyHashable?) -> Self {
            var copy = self
            copy.identity = identity
            return copy
        }

        /// Says that this configuration is shown in a collection view's supplementary view of `kind`
        /// (a section header or footer), not in an item's cell.
        ///
        /// A configuration cannot tell by itself: Apple's own list samples register a
        /// `UICollectionViewListCell` as a section header (`SupplementaryRegistration`), and a cell
        /// class is a cell either way. The content's events then arrive with the header's index path,
        /// and a resize invalidates the header, on every OS. Configurations in an item's cell, in a
        /// table's cell and in a table's header or footer view need nothing: those say what they are.
        ///
        /// ```swift
        /// let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        ///     elementKind: UICollectionView.elementKindSectionHeader
        /// ) { view, kind, indexPath in
        ///     view.contentConfiguration = SwiftUIHostingConfiguration { SectionTitle(sections[indexPath.section]) }
        ///         .supplementaryElement(ofKind: kind)
        /// }
        /// ```
        public func supplementaryElement(ofKind kind: String) -> Self {
            var copy = self
            copy.statedElement = .supplementary(kind: kind)
            return copy
        }

        /// Receives the screens the content asks to show with `\.cellBridgeNavigate`, instead of the
        /// default push onto the screen's navigation controller (``NavigationRoute``).
        public func onNavigationRequest(_ handler: @escaping (CellNavigationRequest) -> Void) -> Self {
            var copy = self
            copy.navigationHandler = handler
            return copy
        }

        /// Called by UIKit once per cell; later configurations of the same type reuse the content view.

        @MainActor public func makeContentView() -> any UIView & UIContentView {
            SwiftUIHostingContentView(configuration: self)
        }

        /// A copy carrying `state`, which the content reads as `\.cellBridgeCellState`. UIKit
        /// calls this on every state change; the content view publishes only real changes.
        public func updated(for state: any UIConfigurationState) -> Self {
            var copy = self
            copy.cellState = CellState(state)
            return copy
        }

        // MARK: Internal

        weak var parentViewController: UIViewController?
        let content: Content
        var contentMargins = ContentMargins()
        var backgroundView: AnyView?
        var minWidth: CGFloat?
        var minHeight: CGFloat?
        var cellState = CellState.normal
        var eventHandler: ((AnyHashable, IndexPath) -> Void)?
        var navigationHandler: ((CellNavigationRequest) -> Void)?
        /// The item shown (``itemIdentity(_:)``); nil when unknown.
        var identity: AnyHashable?
        /// What the view is to its collection view, when the app said (``supplementaryElement(ofKind:)``).
        var statedElement: ReusableElement?
        /// The identity of the content this configuration was built with; modifiers and
        /// `updated(for:)` copy it, so the content view tells a state update from new content
        /// (``ConfigurationApplication``).
        let contentIdentity = ContentIdentity()
    }

    /// A reference whose identity stands for one `SwiftUIHostingConfiguration.init` call.
    final class ContentIdentity: Sendable {
        var id: ObjectIdentifier { ObjectIdentifier(self) }
    }

    extension ContentMargins.Edges {
        init(_ edges: Edge.Set) {
            var result: ContentMargins.Edges = []
            if edges.contains(.top) { result.insert(.top) }
            if edges.contains(.leading) { result.insert(.leading) }
            if edges.contains(.bottom) { result.insert(.bottom) }
            if edges.contains(.trailing) { result.insert(.trailing) }
            self = result
        }
    }
#endif
