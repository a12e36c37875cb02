#if canImport(UIKit)
    import SwiftUI

    /// The root view every CellBridge hosting controller shows: the content plus its environment.
    ///
    /// Its type never changes for a slot, so replacing the content is a `rootView` assignment on
    /// the same controller. It observes the slot's context, so cell-state changes re-render only
    /// what reads `\.cellBridgeCellState`. The content carries the item's SwiftUI identity
    /// (`generation`), so a cell reused for another item gives it fresh `@State`.
    struct HostedRoot<Content: View>: View {
        var content: Content
        @ObservedObject var context: HostedContentContext
        /// The content's SwiftUI identity: ``HostedContentContext/contentGeneration`` when built.
        var generation: Int
        /// Regions removed with `.ignoresSafeArea` on systems without `safeAreaRegions`.
        var ignoredSafeArea: SafeAreaRegions

        init(content: Content, context: HostedContentContext, ignoredSafeArea: SafeAreaRegions) {
            self.content = content
            self.context = context
            generation = context.contentGeneration
            self.ignoredSafeArea = ignoredSafeArea
        }

        var body: some View {
            #if DEBUG
                // Self-check fault: the item's content is shown twice, so it appears twice.
                if SelfCheckFaultSwitch.isOn("content-appears-twice") {
                    ZStack {
                        root
                        root.hidden()
                    }
                } else {
                    root
                }
            #else
                root
            #endif
        }

        private var root: some View {
            selectingContent
                .id(generation)
                .environment(\.cellBridgeCellState, context.cellState)
                .environment(\.cellBridgeRequestResize, context.resizeAction)
                .environment(\.cellBridgeSendEvent, context.eventAction)
                .environment(\.cellBridgeCurrentIndexPath, context.indexPathAction)
                .environment(\.cellBridgeNavigate, context.navigationAction)
                .ignoresSafeArea(ignoredSafeArea, edges: .all)
        }
    }

    extension HostedRoot {
        /// For ``CellTapHandling/contentControlsAndCell`` only, the taps the content's own controls do
        /// not take select the cell (a gesture on a subview takes precedence over its parent's);
        /// every other content is left exactly as it is. A cell keeps the tap handling of its view
        /// type, so the branch does not flip under a cell's state.
        @ViewBuilder
        var selectingContent: some View {
            if CellSelectionRules.contentSelectsCell(for: context.tapHandling) {
                content
                    .contentShape(Rectangle())
                    .onTapGesture { context.selectCellFromContent() }
            } else {
                content
            }
        }
    }

    extension SafeAreaRegions {
        /// The SwiftUI regions for the core's platform-free set.
        init(_ set: SafeAreaRegionSet) {
            var regions: SafeAreaRegions = []
            if set.contains(.container) { regions.insert(.container) }
            if set.contains(.keyboard) { regions.insert(.keyboard) }
            self = regions
        }
    }
#endif
