#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A UIKit view inside the probe's SwiftUI content that reports every size SwiftUI lays it out
    /// at, from its own `layoutSubviews`: also the layouts that happen before the cell is in a
    /// window, which a `GeometryReader` never reports (it reports only what renders on screen).
    struct ProbeSizeSensor: UIViewRepresentable {
        /// Called with each laid-out size and whether the view was in a window then.
        let onLayout: @MainActor (CGSize, Bool) -> Void

        func makeUIView(context: Context) -> SensorView {
            let view = SensorView()
            view.onLayout = onLayout
            return view
        }

        func updateUIView(_ view: SensorView, context: Context) {
            view.onLayout = onLayout
        }

        final class SensorView: UIView {
            var onLayout: (@MainActor (CGSize, Bool) -> Void)?

            override func layoutSubviews() {
                super.layoutSubviews()
                onLayout?(bounds.size, window != nil)
            }
        }
    }
#endif
