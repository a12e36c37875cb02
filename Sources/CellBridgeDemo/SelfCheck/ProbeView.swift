#if canImport(UIKit)
    import CellBridge
    import SwiftUI

    /// The self-check's SwiftUI content: a known height per item, and reports of what SwiftUI did
    /// with it. Flexible in width, so a layout at 0×0 shows up as a zero width.
    struct ProbeView: View {
        let item: Int
        let height: CGFloat
        let recorder: ProbeRecorder
        @Environment(\.cellBridgeSendEvent) private var sendEvent

        var body: some View {
            Text("Probe \(item)")
                .font(.caption)
                .frame(maxWidth: .infinity, minHeight: height, maxHeight: height)
                .background(ProbeSizeSensor { size, inWindow in recorder.laidOut(item, at: size, inWindow: inWindow) })
                .onAppear {
                    recorder.appeared(item)
                    recorder.register(sendEvent, for: item)
                }
                .onDisappear { recorder.disappeared(item) }
        }
    }
#endif
