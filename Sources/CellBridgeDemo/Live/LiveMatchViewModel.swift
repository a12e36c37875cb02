#if canImport(UIKit)
    import CellBridge
    import SwiftUI

    /// The live row's view model: rebuilt from the model on every update, identified by the match,
    /// versioned by its revision, so a changed row is reconfigured and its SwiftUI state (the
    /// expanded details) survives the update.
    struct LiveMatchViewModel: SwiftUIRenderableCellViewModel, SwipeActionProvidingCellViewModel, Identifiable {
        let match: LiveMatch
        let onFollow: @MainActor (Int) -> Void

        var id: Int { match.id }
        var className: String { String(describing: LiveMatchRow.self) }
        var itemVersion: Int? { match.revision }
        /// The row's own button shows details; the cell never selects.
        var tapHandling: CellTapHandling { .contentHandlesTaps }

        func makeHostedView() -> AnyView {
            AnyView(LiveMatchRow(match: match))
        }

        var trailingSwipeActions: [CellSwipeAction] {
            let id = match.id
            let onFollow = onFollow
            return [
                CellSwipeAction(
                    title: match.isFollowed ? "Unfollow" : "Follow", systemImageName: "bell",
                    backgroundColor: .systemBlue
                ) { _ in
                    onFollow(id)
                    return true
                }
            ]
        }
    }

    /// A section title of the live screen, as a SwiftUI header.
    struct LiveSectionHeaderViewModel: SwiftUIRenderableCellViewModel {
        let title: String

        var className: String { String(describing: LiveSectionHeader.self) }

        func makeHostedView() -> AnyView {
            AnyView(LiveSectionHeader(title: title))
        }
    }
#endif
