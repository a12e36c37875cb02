#if canImport(UIKit)
    import CellBridge
    import SwiftUI

    /// A SwiftUI section header of the self-check: its own height per section (``ProbeHeights``),
    /// what SwiftUI showed of it (``ProbeRecorder``, under ``recorderID(ofSection:)``), and a way to
    /// send an event from it as if it were tapped.
    struct ProbeHeader: View {
        let section: Int
        let recorder: ProbeRecorder
        @Environment(\.cellBridgeSendEvent) private var sendEvent

        /// The recorder's key for a section's header (items use their ids, which are not negative).
        static func recorderID(ofSection section: Int) -> Int { -1 - section }

        var body: some View {
            Text("Section \(section)")
                .font(.caption.weight(.semibold))
                .frame(
                    maxWidth: .infinity, minHeight: ProbeHeights.header(section),
                    maxHeight: ProbeHeights.header(section)
                )
                .onAppear {
                    recorder.appeared(Self.recorderID(ofSection: section))
                    recorder.register(sendEvent, for: Self.recorderID(ofSection: section))
                }
                .onDisappear { recorder.disappeared(Self.recorderID(ofSection: section)) }
        }
    }

    struct ProbeHeaderViewModel: SwiftUIRenderableCellViewModel {
        let section: Int
        let recorder: ProbeRecorder

        var className: String { String(describing: ProbeHeader.self) }
        var itemIdentity: AnyHashable? { AnyHashable(section) }

        func makeHostedView() -> AnyView {
            AnyView(ProbeHeader(section: section, recorder: recorder))
        }
    }
#endif
