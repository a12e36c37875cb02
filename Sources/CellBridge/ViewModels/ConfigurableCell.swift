#if canImport(UIKit)
    import Foundation

    /// A legacy UIKit cell that configures itself from a view model.
    ///
    /// The bridge dequeues legacy cells by `className` and calls this; a cell that does not
    /// conform is returned as dequeued (the shared delegate's old behaviour). Cells are UIKit
    /// views, so the requirement runs on the main actor; like UIKit's isolation it is
    /// `@preconcurrency`, so Swift 5 code that calls UIKit from non-isolated helpers can call it
    /// there too, and Swift 6 code gets the full check.
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
    @preconcurrency @MainActor
    public protocol ConfigurableCell {
        func configure(with viewModel: CollectionCellViewModel)
    }
#endif
