/// How a delegate CellBridge answers for (a bridge's forwarding delegate) combines its answer with
/// the app's own delegate method, when the app implements one too.
///
/// The forwarding delegate does the bridge's part of every display, selection and swipe callback
/// and then hands the call to the app's delegate, so a shared delegate keeps its own methods and
/// forgets no forward. Where both answer:
/// - highlight and selection (`shouldHighlight…`, `shouldSelect…`, `willSelectRowAt`): allowed only
///   when both allow; the app is asked only when the bridge allows, so its side effects run only
///   for a tap that can select;
/// - swipe actions: the ones the row's view model declares, else the app's, else none.
///
/// ```swift
/// ForwardedDelegateAnswers.allows(bridge: true) { false }        // false: the app says no
/// ForwardedDelegateAnswers.allows(bridge: false) { true }        // false, and the app is not asked
/// ForwardedDelegateAnswers.swipeActions(declared: nil) { "app's" }  // "app's"
/// ```
public enum ForwardedDelegateAnswers {
    /// A yes-or-no question both answer; `app` is nil when the app's delegate does not implement it.
    public static func allows(bridge: Bool, app: () -> Bool?) -> Bool {
        guard bridge else { return false }
        return app() ?? true
    }

    /// The swipe actions to show: the row's declared ones when there are any, else the app's.
    public static func swipeActions<Configuration>(declared: Configuration?, app: () -> Configuration?)
        -> Configuration?
    {
        declared ?? app()
    }
}
