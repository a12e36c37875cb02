#if canImport(UIKit)
    import Foundation

    /// A legacy UIKit cell that configures itself from a view model.
    ///
    /// The bridge dequeues legacy cells by `className` and calls this; a cell that does not
    /// conform is returned as dequeued and reported once (``CellBridgeProblem``). An app with a cell
    /// protocol of its own keeps it and makes it refine this one with a default `configure(with:)`
    /// that calls its own method (the migration guide shows three shapes). Cells are UIKit
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
