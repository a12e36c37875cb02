#if canImport(UIKit)
    import CellBridge
    import SwiftUI

    /// The self-check's SwiftUI content: a known height per item, and reports of what SwiftUI
    /// did with it. Flexible in width, so a layout at 0×0 shows up as a zero width.
    struct ProbeView: View {
        let item: ProbeItem
        let recorder: ProbeRecorder
        @Environment(\.cellBridgeSendEvent) private var sendEvent

        var body: some View {
            Text("Probe \(item.id)")
                .font(.caption)
                .frame(maxWidth: .infinity, minHeight: item.height, maxHeight: item.height)
                .background(
                    GeometryReader { proxy in
                        Color.clear
                            .onAppear { recorder.laidOut(item.id, at: proxy.size) }
                            .onChange(of: proxy.size) { recorder.laidOut(item.id, at: $0) }
                    }
                )
                .onAppear {
                    recorder.appeared(item.id)
                    recorder.register(sendEvent, for: item.id)
                }
                .onDisappear { recorder.disappeared(item.id) }
        }
    }

    /// One probe item: an identity and the height its content must give its cell.
    struct ProbeItem: Hashable {
        let id: Int

        /// Heights differ from item to item, so a reused cell that keeps its previous item's
        /// height is caught.
        var height: CGFloat { 44 + CGFloat(id % 6) * 20 }
    }

    /// The probe's view model, as a migrated feature would write it; `Identifiable`, so each item
    /// keeps its own SwiftUI identity across reuse.
    final class ProbeViewModel: SwiftUIRenderableCellViewModel, Identifiable {
        let item: ProbeItem
        let recorder: ProbeRecorder

        init(item: ProbeItem, recorder: ProbeRecorder) {
            self.item = item
            self.recorder = recorder
        }

        var id: Int { item.id }
        var className: String { String(describing: ProbeView.self) }

        func makeHostedView() -> AnyView {
            AnyView(ProbeView(item: item, recorder: recorder))
        }
    }

    /// The event a probe sends.
    enum ProbeEvent: Hashable {
        case tapped(item: Int)
    }
#endif
