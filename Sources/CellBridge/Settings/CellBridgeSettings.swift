#if canImport(UIKit)
    import Foundation

    /// App-wide choices that no single bridge or view model owns. Set them once, at launch,
    /// before the first cell is shown.
    ///
    /// ```swift
    /// func application(_ application: UIApplication, didFinishLaunchingWithOptions …) -> Bool {
    ///     CellBridgeSettings.legacySafeAreaIsolation = .zeroedSafeAreaInsets
    ///     return true
    /// }
    /// ```
    @preconcurrency @MainActor
    public enum CellBridgeSettings {
        /// Called once for each problem CellBridge meets (``CellBridgeProblem``), after it is logged.
        ///
        /// CellBridge never stops the app for bad data or a missing statement, in debug builds
        /// either: the fallback is shown and the problem reported once. Set this where a problem
        /// must fail, in a test target, or to send problems to your crash reporter as non-fatals.
        ///
        /// ```swift
        /// CellBridgeSettings.onProblem = { problem in XCTFail(problem.message) }
        /// ```
        public static var onProblem: (@MainActor (CellBridgeProblem) -> Void)?

        /// How far CellBridge goes to keep the safe area out of hosted cells on iOS 14 – 16.3.
        ///
        /// ``LegacySafeAreaIsolation/publicAPIOnly``, the default, uses `.ignoresSafeArea` there:
        /// the content is laid out without the insets, but the hosting view still receives them,
        /// so rows under a translucent bar or beside the home indicator may shift or change height
        /// as they scroll. ``LegacySafeAreaIsolation/zeroedSafeAreaInsets`` also makes the hosting
        /// view's safe area zero, through `UIHostingController._disableSafeArea` (underscored, declared
        /// in the SDK, undocumented; what Epoxy uses); it applies only before iOS 16.4, where the
        /// public `safeAreaRegions` takes over. Read the core type's documentation for the trade-off.
        /// Applies to hosting controllers created after it is set.
        public static var legacySafeAreaIsolation = LegacySafeAreaIsolation.publicAPIOnly
    }
#endif
