#if canImport(UIKit)
    import SwiftUI

    /// The environment plumbing that lets hosted SwiftUI content see and talk to its cell.
    ///
    /// Every piece of content CellBridge hosts (hosting cells, the shared `UIHostingConfiguration`
    /// registration, ``SwiftUIHostingConfiguration``, ``SwiftUIHostingView``) gets these values,
    /// so a view written once behaves the same on iOS 14 and iOS 17.
    ///
    /// ```swift
    /// struct BannerView: View {
    ///     @ObservedObject var viewModel: BannerViewModel
    ///     @Environment(\.cellBridgeCellState) private var cellState
    ///     @Environment(\.cellBridgeRequestResize) private var requestResize
    ///     @Environment(\.cellBridgeSendEvent) private var sendEvent
    ///
    ///     var body: some View {
    ///         VStack {
    ///             Text(viewModel.title).opacity(cellState.isHighlighted ? 0.5 : 1)
    ///             if viewModel.isExpanded { Text(viewModel.details) }
    ///             Button("More") { viewModel.isExpanded.toggle(); requestResize() }
    ///             Button("Favourite") { sendEvent(BannerEvent.favouriteTapped) }
    ///         }
    ///     }
    /// }
    /// ```
    extension EnvironmentValues {
        /// Selection, highlight and the rest of the cell's state; ``CellState/normal`` outside a cell.
        public var cellBridgeCellState: CellState {
            get { self[CellStateKey.self] }
            set { self[CellStateKey.self] = newValue }
        }

        /// Asks the cell (or hosting view) to measure the content again after it changed size.
        public var cellBridgeRequestResize: CellResizeAction {
            get { self[CellResizeActionKey.self] }
            set { self[CellResizeActionKey.self] = newValue }
        }

        /// Sends an event to the bridge with the index path the cell has when the event is sent: to
        /// ``CollectionCellBridge/onContentEventInView`` when it is set, else to
        /// ``CollectionCellBridge/onContentEvent`` (one handler per event), and to the hosting cell's
        /// or configuration's own handler.
        public var cellBridgeSendEvent: CellEventAction {
            get { self[CellEventActionKey.self] }
            set { self[CellEventActionKey.self] = newValue }
        }

        /// Pushes or presents a screen through the screen the cell is on (a `NavigationLink` in a
        /// cell does not reach its navigation controller).
        public var cellBridgeNavigate: CellNavigationAction {
            get { self[CellNavigationActionKey.self] }
            set { self[CellNavigationActionKey.self] = newValue }
        }

        /// The cell's index path right now, resolved at call time (nil when the cell has none).
        public var cellBridgeCurrentIndexPath: CurrentIndexPathAction {
            get { self[CurrentIndexPathActionKey.self] }
            set { self[CurrentIndexPathActionKey.self] = newValue }
        }
    }

    // MARK: Private

    private struct CellStateKey: EnvironmentKey {
        static let defaultValue = CellState.normal
    }

    private struct CellResizeActionKey: EnvironmentKey {
        static let defaultValue = CellResizeAction(handler: {})
    }

    private struct CellEventActionKey: EnvironmentKey {
        static let defaultValue = CellEventAction(handler: { _ in })
    }

    private struct CurrentIndexPathActionKey: EnvironmentKey {
        static let defaultValue = CurrentIndexPathAction(resolver: { nil })
    }

    private struct CellNavigationActionKey: EnvironmentKey {
        static let defaultValue = CellNavigationAction(handler: { _ in })
    }
#endif
