#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The cell of the bridge's one shared iOS 16+ registration; its content is a `UIHostingConfiguration`.
    ///
    /// Apple's configuration hosts SwiftUI without a child controller and handles containment
    /// itself. What it does not do is tell the content the cell's state, and rebuilding the
    /// configuration on every state change replaces content views under fast reuse (anytype-swift
    /// PR #4945). This cell publishes its state through the content's context instead: the
    /// configuration is set once per configure and state changes only re-render what reads them.
    final class HostingConfigurationCollectionViewCell: UICollectionViewCell {
        let context = HostedContentContext()

        /// The SwiftUI view type shown, for diagnostics.
        var viewTypeName: String?

        override init(frame: CGRect) {
            super.init(frame: frame)
            setUp()
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUp()
        }

        @available(iOS 16.0, tvOS 16.0, *)
        func show(_ content: AnyView) {
            context.contentConfigured()
            let context = context
            contentConfiguration = UIHostingConfiguration {
                HostedRoot(content: content, context: context, ignoredSafeArea: [])
            }
            .margins(.all, 0)
        }

        private func setUp() {
            context.owner = self
            context.resizeHandler = { [weak self] in
                guard let self else { return }
                ResizeScheduler.shared.cellRequestedResize(self, kind: .collectionView)
            }
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            context.prepareForReuse()
        }

        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            context.update(state: CellState(state))
        }
    }
#endif
