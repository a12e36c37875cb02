import SwiftUI
import UIKit

/// Weekly activity chart, already hosted in SwiftUI through a hand-rolled hosting controller.
final class ChartCell: UICollectionViewCell {
    private var hostingController: UIHostingController<AnyView>?

    func configure(with points: [Double], parent: UIViewController) {
        let chart = AnyView(ActivityChartView(points: points))
        if let hostingController {
            hostingController.rootView = chart
            return
        }
        let controller = UIHostingController(rootView: chart)
        controller.view.backgroundColor = .clear
        parent.addChild(controller)
        contentView.addSubview(controller.view)
        controller.view.frame = contentView.bounds
        controller.didMove(toParent: parent)
        hostingController = controller
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        hostingController?.rootView = AnyView(EmptyView())
    }
}

struct ActivityChartView: View {
    let points: [Double]

    var body: some View {
        HStack(alignment: .bottom, spacing: 4) {
            ForEach(points.indices, id: \.self) { index in
                Capsule().frame(width: 8, height: CGFloat(points[index]) * 60)
            }
        }
    }
}
