#if canImport(UIKit)
    import Foundation

    /// App-wide choices that no single bridge or view model owns. Set them once, at launch,
    /// before the first cell is shown.
    ///
    /// ```swift
    /// func application(_ application: UIApplication, didFinishLaunchingWithOptions …) -> Bool {
    ///     CellBridgeSettings.onProblem = { problem in Crashlytics.crashlytics().log(problem.message) }
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

        /// How far CellBridge goes to keep the safe area and the keyboard out of hosted cells on
        /// iOS 14 – 16.3.
        ///
        /// ``LegacySafeAreaIsolation/zeroedSafeAreaInsets``, the default, is what Epoxy ships in
        /// every hosting view it puts in a cell: the hosting view's safe area reads zero
        /// (`UIHostingController._disableSafeArea`, underscored, declared in the SDK, undocumented)
        /// and it ignores its keyboard notification (a runtime subclass of the hosting view whose
        /// `keyboardWillShowWithNotification:` does nothing), so rows never shift under a
        /// translucent bar or move with the keyboard. ``LegacySafeAreaIsolation/publicAPIOnly``
        /// keeps to public API (`.ignoresSafeArea`) at that price. Both apply only before iOS 16.4,
        /// where the public `safeAreaRegions` takes over. Read the core type's documentation for
        /// the trade-off. Applies to hosting controllers created after it is set.
        public static var legacySafeAreaIsolation = LegacySafeAreaIsolation.zeroedSafeAreaInsets
    }
#endif
