#if canImport(UIKit)
    import SwiftUI

    /// The banner's SwiftUI body. It observes a view model owned by the screen
    /// (`@ObservedObject`, not `@StateObject`): cells are reused, the model is not theirs.
    struct BannerView: View {
        @ObservedObject var viewModel: BannerViewModel

        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(viewModel.title)
                        .font(.headline)
                    Spacer()
                    Text("SwiftUI")
                        .font(.caption2.weight(.semibold))
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(Capsule().fill(Color.accentColor.opacity(0.15)))
                }
                Text(viewModel.message)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
                Button {
                    viewModel.likes += 1
                } label: {
                    Label(viewModel.likes == 0 ? "Like" : "Liked \(viewModel.likes)×", systemImage: "hand.thumbsup")
                        .font(.footnote)
                }
                .buttonStyle(BorderlessButtonStyle())
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(UIColor.systemIndigo).opacity(0.12)))
        }
    }
#endif
