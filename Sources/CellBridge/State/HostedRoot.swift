#if canImport(UIKit)
    import SwiftUI

    /// The root view every CellBridge hosting controller shows: the content plus its environment.
    ///
    /// Its type never changes for a slot, so replacing the content is a `rootView` assignment on
    /// the same controller. It observes the slot's context, so cell-state changes re-render only
    /// what reads `\.cellBridgeCellState`.
    struct HostedRoot<Content: View>: View {
        var content: Content
        @ObservedObject var context: HostedContentContext
        /// Regions removed with `.ignoresSafeArea` on systems without `safeAreaRegions`.
        var ignoredSafeArea: SafeAreaRegions

        var body: some View {
            content
                .environment(\.cellBridgeCellState, context.cellState)
                .environment(\.cellBridgeRequestResize, context.resizeAction)
                .environment(\.cellBridgeSendEvent, context.eventAction)
                .environment(\.cellBridgeCurrentIndexPath, context.indexPathAction)
                .ignoresSafeArea(ignoredSafeArea, edges: .all)
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
