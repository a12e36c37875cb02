#if canImport(UIKit)
    import Foundation

    /// A legacy UIKit cell that configures itself from a view model.
    ///
    /// The bridge dequeues legacy cells by `className` and calls this; a cell that does not
    /// conform is returned as dequeued (the shared delegate's old behaviour). Cells are UIKit
    /// views, so the requirement runs on the main actor.
    ///
    /// ```swift
    /// final class ProfileCell: UICollectionViewCell, ConfigurableCell {
    ///     @IBOutlet private var nameLabel: UILabel!
    ///     func configure(with viewModel: CollectionCellViewModel) {
    ///         guard let viewModel = viewModel as? ProfileCellViewModel else { return }
    ///         nameLabel.text = viewModel.name
    ///     }
    /// }
    /// ```
    @MainActor
    public protocol ConfigurableCell {
        func configure(with viewModel: CollectionCellViewModel)
    }
#endif
