#if canImport(UIKit)
    import CellBridge
    import SwiftUI

    /// The profile card in SwiftUI: the favourite toggle is the SwiftUI event that flows back
    /// into the UIKit screen's model.
    struct ProfileView: View {
        @ObservedObject var viewModel: ProfileViewModel
        /// The cell's highlight, which SwiftUI content cannot otherwise see.
        @Environment(\.cellBridgeCellState) private var cellState
        /// Pushes through the feed's navigation controller: a `NavigationLink` here would not.
        @Environment(\.cellBridgeNavigate) private var navigate

        var body: some View {
            HStack(alignment: .top, spacing: 12) {
                Circle()
                    .fill(Color.orange.opacity(0.3))
                    .frame(width: 40, height: 40)
                    .overlay(Text(String(viewModel.name.prefix(1))).font(.headline))
                VStack(alignment: .leading, spacing: 4) {
                    Text(viewModel.name)
                        .font(.headline)
                    Text(viewModel.headline)
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                        .fixedSize(horizontal: false, vertical: true)
                    Button("Details") {
                        navigate.push(DemoDetailView(className: viewModel.name), title: viewModel.name)
                    }
                    .font(.footnote)
                    .buttonStyle(BorderlessButtonStyle())
                }
                Spacer(minLength: 8)
                Button(action: viewModel.toggleFavorite) {
                    Image(systemName: viewModel.favoriteIconName)
                        .foregroundColor(viewModel.favoriteColor)
                        .imageScale(.large)
                }
                .buttonStyle(BorderlessButtonStyle())
                .accessibilityLabel(viewModel.isFavorite ? "Remove from favourites" : "Add to favourites")
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                RoundedRectangle(cornerRadius: 12).fill(Color.orange.opacity(cellState.isHighlighted ? 0.25 : 0.1)))
        }
    }
#endif
