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
    ///
    /// The requirements are read on the main actor, where cells are dequeued, and declared the way
    /// UIKit's isolation is imported (`@preconcurrency @MainActor`): a `@MainActor` view model (the
    /// usual Swift 6 shape) conforms as written, a plain struct or class conforms too, and Swift 5
    /// code keeps compiling unchanged. In a Swift 6 module a conformer's `className` is then
    /// main-actor isolated too; a view model whose `className` is read off the main actor (a
    /// background mapping) declares it `nonisolated var className: String { … }`.
    public protocol CollectionCellViewModel {
        /// The reuse identifier: a legacy cell's class or nib name, or a SwiftUI view's type name.
        @preconcurrency @MainActor var className: String { get }

        /// The bundle the legacy cell's nib is in, when the app keeps cells in several (a feature
        /// package's `Bundle.module`); nil, the default, searches every bundle the bridge was given.
        /// Naming it is how two packages may each ship a cell of the same name: each is
        /// registered under its own identifier. For a cell without a nib it picks the class whose
        /// `Bundle(for:)` is that bundle (a dynamic framework), else the module a package's resource
        /// bundle is named after (`Package_Module.bundle`); statically linked modules without
        /// resources cannot be told apart this way: give those cells distinct names.
        @preconcurrency @MainActor var cellBundle: Bundle? { get }

        /// True when the app registers this view model's legacy cell itself — a storyboard
        /// prototype cell, or a nib registered under another name — so CellBridge must only
        /// dequeue it, never register it (a registration replaces the app's, and the cell would be
        /// built with `init(frame:)`, its outlets nil). It matters only to a bridge that registers
        /// legacy cells by name (``LegacyCellRegistration/byBridge``); with the default `.byApp` every
        /// legacy cell is the app's. A table view tells the bridge what it already has, a collection
        /// view cannot, so there say it here or in the bridge's `registeredByApp:`.
        /// `cellbridge registered-by-app PATH` lists the identifiers of an app that need it.
        ///
        /// ```swift
        /// struct OrderRowViewModel: CollectionCellViewModel {
        ///     var className: String { "OrderRowCell" }   // a prototype in Orders.storyboard
        ///     var registeredByApp: Bool { true }
        /// }
        /// ```
        @preconcurrency @MainActor var registeredByApp: Bool { get }
    }

    extension CollectionCellViewModel {
        public var cellBundle: Bundle? { nil }
        public var registeredByApp: Bool { false }
    }
#endif
