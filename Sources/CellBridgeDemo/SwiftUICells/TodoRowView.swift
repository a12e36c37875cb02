#if canImport(UIKit)
    import CellBridge
    import SwiftUI

    struct TodoRowView: View {
        @ObservedObject var viewModel: TodoRowViewModel
        /// Sends to the shared delegate with the index path the row has when the event is sent.
        @Environment(\.cellBridgeSendEvent) private var sendEvent
        @Environment(\.cellBridgeCellState) private var cellState

        var body: some View {
            HStack {
                Text(viewModel.title)
                    .fixedSize(horizontal: false, vertical: true)
                    .opacity(cellState.isHighlighted ? 0.6 : 1)
                Spacer()
                Button {
                    sendEvent(TodoRowEvent.toggleFavorite)
                } label: {
                    Image(systemName: viewModel.isFavorite ? "star.fill" : "star")
                        .foregroundColor(viewModel.isFavorite ? .yellow : .gray)
                }
                .buttonStyle(BorderlessButtonStyle())
                .accessibilityLabel(viewModel.isFavorite ? "Remove from favourites" : "Add to favourites")
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
        }
    }
#endif
