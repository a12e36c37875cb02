#if canImport(UIKit)
    import CellBridge
    import SwiftUI

    /// The probe's view model, as a migrated feature would write it: `Identifiable`, so each item
    /// keeps its own SwiftUI identity across reuse, with a version that changes with its height,
    /// so a diffable updater reconfigures it when it grows.
    final class ProbeViewModel: SwiftUIRenderableCellViewModel, Identifiable {
        let id: Int
        let recorder: ProbeRecorder
        /// The height its content gives its cell now.
        private(set) var height: CGFloat
        /// How many times a bridge or data source built its content: a configure happened.
        private(set) var configureCount = 0
        private var version = 0

        init(id: Int, recorder: ProbeRecorder) {
            self.id = id
            self.recorder = recorder
            height = ProbeHeights.item(id)
        }

        var className: String { String(describing: ProbeView.self) }
        var itemVersion: Int? { version }

        /// Makes the content taller, as a same-item update that moves lines would: a new version.
        func grow() {
            height += ProbeHeights.growth
            version += 1
        }

        func makeHostedView() -> AnyView {
            configureCount += 1
            return AnyView(ProbeView(item: id, height: height, recorder: recorder))
        }
    }

    /// The event a probe or a probe header sends.
    enum ProbeEvent: Hashable {
        case tapped(item: Int)
    }
#endif
