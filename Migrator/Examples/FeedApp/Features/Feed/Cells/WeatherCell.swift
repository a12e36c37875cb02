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
