#if canImport(UIKit)
    import Foundation

    /// ``CellBridgeSettings`` for an app whose launch code is Objective-C: the problem handler and
    /// the safe-area choice, set once at launch.
    ///
    /// ```objc
    /// CBSettings.onProblem = ^(NSString *message) { [Crashlytics.crashlytics log:message]; };
    /// ```
    @objc(CBSettings) @preconcurrency @MainActor
    public final class ObjCCellBridgeSettings: NSObject {
        /// ``CellBridgeSettings/onProblem``, with the problem's message.
        @objc public static var onProblem: ((String) -> Void)? {
            didSet {
                let handler = onProblem
                CellBridgeSettings.onProblem = handler.map { handler in { problem in handler(problem.message) } }
            }
        }

        /// YES keeps hosted cells on public API only before iOS 16.4
        /// (``LegacySafeAreaIsolation/publicAPIOnly``); NO, the default, is Epoxy's zeroed safe area.
        @objc public static var publicSafeAreaAPIOnly: Bool {
            get { CellBridgeSettings.legacySafeAreaIsolation == .publicAPIOnly }
            set { CellBridgeSettings.legacySafeAreaIsolation = newValue ? .publicAPIOnly : .zeroedSafeAreaInsets }
        }
    }
#endif
