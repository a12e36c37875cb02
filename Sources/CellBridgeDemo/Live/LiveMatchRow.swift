#if canImport(UIKit)
    import CellBridge
    import SwiftUI

    /// A live match. `isExpanded` is the row's own SwiftUI state: it must survive the score
    /// updates, which reconfigure the row instead of reloading it.
    struct LiveMatchRow: View {
        let match: LiveMatch
        @State private var isExpanded = false
        /// Expanding changes the row's height: the cell is asked to follow (on iOS 16+ a
        /// `UIHostingConfiguration` cell would follow by itself; the hosting cells of iOS 14–15 and
        /// every SwiftUI header need the ask).
        @Environment(\.cellBridgeRequestResize) private var requestResize

        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text("\(match.home) – \(match.away)")
                        .font(.body.weight(.medium))
                    Spacer()
                    Text("\(match.homeScore) : \(match.awayScore)")
                        .font(.body.monospacedDigit().weight(.semibold))
                    if match.isFollowed {
                        Image(systemName: "bell.fill").foregroundColor(.blue).imageScale(.small)
                    }
                }
                HStack {
                    Text(match.isFinished ? "Full time" : "\(match.minute)′")
                        .font(.caption)
                        .foregroundColor(match.isFinished ? .secondary : .red)
                    Spacer()
                    Button(isExpanded ? "Less" : "Details") {
                        isExpanded.toggle()
                        requestResize()
                    }
                    .font(.caption)
                    .buttonStyle(BorderlessButtonStyle())
                }
                if isExpanded {
                    Text(
                        "Updated \(match.revision) time(s). This stays open across updates: the row is reconfigured, not reloaded."
                    )
                    .font(.caption)
                    .foregroundColor(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
                }
            }
            .padding(.vertical, 8)
            .padding(.horizontal, 16)
        }
    }

    /// A SwiftUI section header of the live screen.
    struct LiveSectionHeader: View {
        let title: String

        var body: some View {
            HStack {
                Text(title.uppercased())
                    .font(.footnote.weight(.semibold))
                    .foregroundColor(.secondary)
                Spacer()
            }
            .padding(.horizontal, 20)
            .padding(.top, 16)
            .padding(.bottom, 6)
        }
    }
#endif
