import CellBridge
import SwiftUI
import UIKit

/// Migrated: renders WeatherView through CellBridge's hosting cell on iOS 14-15 and
/// UIHostingConfiguration on iOS 16+.
final class WeatherCell: HostingCollectionViewCell {}

final class WeatherViewModel: ObservableObject, SwiftUIRenderableCellViewModel {
    @Published var temperature: Int

    init(temperature: Int) {
        self.temperature = temperature
    }

    var className: String { String(describing: WeatherView.self) }

    func makeHostedView() -> AnyView {
        AnyView(WeatherView(viewModel: self))
    }
}

struct WeatherView: View {
    @ObservedObject var viewModel: WeatherViewModel

    var body: some View {
        Label("\(viewModel.temperature)°", systemImage: "sun.max")
    }
}
