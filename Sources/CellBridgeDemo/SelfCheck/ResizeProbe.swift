#if canImport(UIKit)
    import CellBridge
    import SwiftUI

    /// What a resizing probe's content shares with its scenario: the height to show, the height
    /// SwiftUI last laid it out at, and the content's own resize and event actions.
    @MainActor
    final class ResizeProbeModel: ObservableObject {
        /// The height every resizing probe starts at.
        static let startHeight: CGFloat = 60
        /// What a probe grows by; more than any estimate or start height.
        static let growth: CGFloat = 100

        @Published var height = ResizeProbeModel.startHeight
        /// The height SwiftUI last laid the content out at.
        var laidOutHeight: CGFloat = 0
        var sendEvent: CellEventAction?
        var requestResize: CellResizeAction?
    }

    /// Content that changes its own height when its model says, and asks its cell to follow only
    /// when the scenario makes it (`\.cellBridgeRequestResize`), the contract every OS path has.
    struct ResizeProbeView: View {
        @ObservedObject var model: ResizeProbeModel
        @Environment(\.cellBridgeSendEvent) private var sendEvent
        @Environment(\.cellBridgeRequestResize) private var requestResize

        var body: some View {
            Text("Grows, then asks")
                .frame(maxWidth: .infinity, minHeight: model.height, maxHeight: model.height)
                .background(ProbeSizeSensor { [model] size, _ in model.laidOutHeight = size.height })
                .onAppear {
                    model.sendEvent = sendEvent
                    model.requestResize = requestResize
                }
        }
    }

    /// A row or header showing a ``ResizeProbeView``, for the bridges.
    final class ResizeProbeViewModel: SwiftUIRenderableCellViewModel, Identifiable {
        let id: Int
        let model: ResizeProbeModel

        init(id: Int, model: ResizeProbeModel) {
            self.id = id
            self.model = model
        }

        var className: String { String(describing: ResizeProbeView.self) }

        func makeHostedView() -> AnyView {
            AnyView(ResizeProbeView(model: model))
        }
    }
#endif
