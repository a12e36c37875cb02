import CellBridge
import SwiftUI
import UIKit

/// Migrated: its content is WeatherView, through CellBridge's UIHostingConfiguration backport,
/// which works from iOS 14 on.
final class WeatherCell: UICollectionViewCell {
    func configure(with viewModel: WeatherViewModel, parent: UIViewController?) {
        contentConfiguration = SwiftUIHostingConfiguration(parentViewController: parent) {
            WeatherView(viewModel: viewModel)
        }
    }
}

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
        HStack {
            Label("\(viewModel.temperature)°", systemImage: "sun.max")
            // Hosted in a cell, this link has no NavigationStack to push onto: tapping it does nothing.
            NavigationLink("Forecast") {
                ForecastView(temperature: viewModel.temperature)
            }
        }
    }
}

struct ForecastView: View {
    let temperature: Int

    var body: some View {
        Text("Tomorrow: \(temperature + 1)°")
    }
}
