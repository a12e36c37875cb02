import SwiftUI

final class SleepSummaryViewModel: ObservableObject {
    @Published var hours: Double = 7.5
}

/// Header summary. Its view model is owned and updated by FeedViewController, yet it is held as a StateObject.
struct SleepSummaryView: View {
    @StateObject private var viewModel: SleepSummaryViewModel

    init(viewModel: SleepSummaryViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        Text(String(format: "%.1f h", viewModel.hours)).font(.title2.bold())
    }
}
