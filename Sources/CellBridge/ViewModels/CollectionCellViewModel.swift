#if canImport(UIKit)
    import Foundation

    /// A view model the shared collection or table delegate can render without knowing its feature.
    ///
    /// This is the contract an XIB + MVVM app already has: every view model names the cell that
    /// shows it, and that name is the reuse identifier (and the XIB's file name). CellBridge keeps
    /// it exactly, so existing view models conform without change and the shared delegate never
    /// learns about banners, profiles or promotions.
    ///
    /// ```swift
    /// final class ProfileCellViewModel: CollectionCellViewModel {
    ///     var className: String { String(describing: ProfileCell.self) }
    /// }
    /// ```
    public protocol CollectionCellViewModel {
        /// The reuse identifier: a legacy cell's class or nib name, or a SwiftUI view's type name.
        var className: String { get }

        /// The bundle the legacy cell's nib is in, when the app keeps cells in several (a feature
        /// package's `Bundle.module`); nil, the default, searches every bundle the bridge was given.
        /// Naming it is how two packages may each ship a cell of the same name: each is
        /// registered under its own identifier. For a cell without a nib it picks the class whose
        /// `Bundle(for:)` is that bundle (a dynamic framework), else the module a package's resource
        /// bundle is named after (`Package_Module.bundle`); statically linked modules without
        /// resources cannot be told apart this way: give those cells distinct names.
        var cellBundle: Bundle? { get }
    }

    extension CollectionCellViewModel {
        public var cellBundle: Bundle? { nil }
    }
#endif
