/// The migration rules `cellbridge lint` checks, each with its id, severity, why it matters and the fix.
///
/// The text here is what `cellbridge help lint` and the README print, so a finding always links back
/// to an explanation a reviewer can act on.
public enum LintRule: String, Sendable, CaseIterable, Hashable, Comparable, Codable {
    case sharedDataSourceSwitchesOnCellType = "shared-data-source-switches-on-cell-type"
    case cellRegistrationInCellProvider = "cell-registration-in-cell-for-item"
    case hostingConfigurationWithoutAvailability = "hosting-configuration-without-ios16-guard"
    case hostingControllerWithoutContainment = "hosting-controller-without-containment"
    case prepareForReuseEmptyView = "prepare-for-reuse-empty-view"
    case indexPathCapturedInCellAction = "index-path-captured-in-cell-action"
    case cellClosureCapturesSelfStrongly = "cell-closure-captures-self-strongly"
    case navigationStackInPushedHostingController = "navigation-stack-in-pushed-hosting-controller"
    case representableDelegateIsSelf = "representable-delegate-is-self"
    case stateObjectOwnedOutsideView = "state-object-owned-outside-view"
    case unknownRuleInSuppression = "unknown-rule-in-suppression"
    case navigationLinkInHostedCell = "navigation-link-in-hosted-cell"

    public static func < (lhs: LintRule, rhs: LintRule) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Errors break the build or the app on a supported OS version; warnings are bugs waiting for the
    /// wrong timing; notes are style that costs performance.
    public var severity: Severity {
        switch self {
        case .sharedDataSourceSwitchesOnCellType, .cellRegistrationInCellProvider,
            .hostingConfigurationWithoutAvailability, .hostingControllerWithoutContainment,
            .representableDelegateIsSelf:
            return .error
        case .indexPathCapturedInCellAction, .cellClosureCapturesSelfStrongly,
            .navigationStackInPushedHostingController, .stateObjectOwnedOutsideView, .unknownRuleInSuppression,
            .navigationLinkInHostedCell:
            return .warning
        case .prepareForReuseEmptyView:
            return .note
        }
    }

    /// The severity as help text shows it: where the tool is unsure, a rule says warning instead of error
    /// (`Finding.severity` says which applied).
    public var severityDescription: String {
        switch self {
        case .sharedDataSourceSwitchesOnCellType:
            return "error; warning for one screen's own data source or when sharing is not seen"
        case .hostingConfigurationWithoutAvailability:
            return "error; warning when the deployment target is unknown"
        case .hostingControllerWithoutContainment:
            return "error; warning when one of the two calls is there or the view is added through a helper"
        default:
            return severity.rawValue
        }
    }

    /// Whether the rule is about UIKit (cells, hosting controllers, `UIViewRepresentable`): code AppKit
    /// compiles (`import AppKit`, `#if os(macOS)`, a macOS-only target) is not judged by it. `NSHostingController`
    /// has no `didMove(toParent:)`, and macOS has no `UIHostingConfiguration`.
    public var appliesToUIKitOnly: Bool {
        switch self {
        case .stateObjectOwnedOutsideView:
            return false
        default:
            return true
        }
    }

    /// What the rule looks for, in one line.
    public var summary: String {
        switch self {
        case .sharedDataSourceSwitchesOnCellType:
            return "A cellForItemAt/cellForRowAt switches or casts over feature cell types: an error in a shared "
                + "data source, a warning in one screen's own."
        case .cellRegistrationInCellProvider:
            return "A UICollectionView.CellRegistration is created inside cellForItemAt."
        case .hostingConfigurationWithoutAvailability:
            return "UIHostingConfiguration is used without an iOS 16 availability guard while the target is below 16."
        case .hostingControllerWithoutContainment:
            return "A UIHostingController's view is added to a view (directly or through the app's helper) and no "
                + "method of the type calls addChild/didMove(toParent:)."
        case .prepareForReuseEmptyView:
            return "prepareForReuse resets the hosted root view to EmptyView."
        case .indexPathCapturedInCellAction:
            return "A cell's action closure captures the indexPath of cellForItemAt/cellForRowAt."
        case .cellClosureCapturesSelfStrongly:
            return "A closure stored by a cell captures self strongly."
        case .navigationStackInPushedHostingController:
            return "A hosting controller whose root view has a NavigationStack/NavigationView is pushed."
        case .representableDelegateIsSelf:
            return "A UIViewRepresentable sets a delegate to self instead of context.coordinator."
        case .stateObjectOwnedOutsideView:
            return "@StateObject is used for a view model that is created outside the view."
        case .unknownRuleInSuppression:
            return "A `// cellbridge:` suppression comment names no rule this version knows, or has no known form."
        case .navigationLinkInHostedCell:
            return "A NavigationLink is in SwiftUI content hosted in a cell (UIHostingConfiguration, a hosting cell, "
                + "CellBridge)."
        }
    }

    /// Why the rule exists: what breaks for users when it is ignored.
    public var why: String {
        switch self {
        case .sharedDataSourceSwitchesOnCellType:
            return "The shared delegate stops being shared: every migrated feature adds a case to it, and "
                + "moving one cell to SwiftUI touches the common layer of every screen."
        case .cellRegistrationInCellProvider:
            return "UIKit asserts on iOS 15+ when a registration is created while dequeuing, and a new "
                + "registration per call defeats reuse."
        case .hostingConfigurationWithoutAvailability:
            return "UIHostingConfiguration exists only on iOS 16+; below that the code does not compile for the "
                + "deployment target (or crashes when weakly linked)."
        case .hostingControllerWithoutContainment:
            return "Without containment the hosted view gets no appearance callbacks, trait or environment "
                + "updates, and its navigation/presentation context is wrong."
        case .prepareForReuseEmptyView:
            return "Resetting to EmptyView adds an extra SwiftUI update per reuse (old view, EmptyView, new "
                + "view) and can drop state and animations; configure already replaces the root view."
        case .indexPathCapturedInCellAction:
            return "Cells outlive index paths: after inserts, deletes or moves the captured path points at "
                + "another item, so a tap acts on the wrong model."
        case .cellClosureCapturesSelfStrongly:
            return "The cell (or its controller) keeps the closure and the closure keeps self: a retain cycle "
                + "that leaks cells, view controllers and their hosting controllers."
        case .navigationStackInPushedHostingController:
            return "The UINavigationController already shows a bar; a NavigationStack inside adds a second "
                + "bar and a second navigation history."
        case .representableDelegateIsSelf:
            return "A representable is a struct recreated on every update; it cannot be a stable delegate. "
                + "The coordinator lives as long as the UIKit view."
        case .stateObjectOwnedOutsideView:
            return "@StateObject keeps the first instance it sees; a view model passed in from outside is "
                + "ignored after the first render, so reused cells show stale data."
        case .unknownRuleInSuppression:
            return "A misspelled rule name suppresses nothing, so the finding it was meant for stays, or a "
                + "later finding of the intended rule is let through unnoticed by the reviewer who read the comment."
        case .navigationLinkInHostedCell:
            return "A NavigationLink pushes onto the NavigationStack/NavigationView that encloses it in SwiftUI, or "
                + "onto a UINavigationController its hosting controller is contained in. A cell's content has "
                + "neither: UIHostingConfiguration (and a hosting controller added without containment) is not "
                + "connected to the screen's UINavigationController, so tapping the link does nothing."
        }
    }

    /// What to write instead.
    public var fix: String {
        switch self {
        case .sharedDataSourceSwitchesOnCellType:
            return "Dequeue with viewModel.className, configure legacy cells through ConfigurableCell, and "
                + "route SwiftUI items through CollectionCellBridge/TableCellBridge via "
                + "SwiftUIRenderableCellViewModel."
        case .cellRegistrationInCellProvider:
            return "Create the CellRegistration once (a stored or lazy property) and only call "
                + "dequeueConfiguredReusableCell in cellForItemAt."
        case .hostingConfigurationWithoutAvailability:
            return "Wrap it in `if #available(iOS 16.0, *)` with a HostingCollectionViewCell fallback, or use "
                + "CellBridge's SwiftUIHostingConfiguration, which works from iOS 14."
        case .hostingControllerWithoutContainment:
            return "Call parent.addChild(controller) before adding its view and controller.didMove(toParent: "
                + "parent) after, or use CellBridge's HostingCollectionViewCell, which does it for you."
        case .prepareForReuseEmptyView:
            return "Remove the reset and let configure(rootView:parentViewController:) replace the root view."
        case .indexPathCapturedInCellAction:
            return "Look the path up when the action fires: `collectionView.indexPath(for: cell)`."
        case .cellClosureCapturesSelfStrongly:
            return "Capture `[weak self]` (or `[unowned self]` when the lifetime is guaranteed)."
        case .navigationStackInPushedHostingController:
            return "Drop the NavigationStack from the pushed view and let UIKit navigate, or present the "
                + "hosting controller modally instead of pushing it."
        case .representableDelegateIsSelf:
            return "Implement makeCoordinator() and set `delegate = context.coordinator`."
        case .stateObjectOwnedOutsideView:
            return "Use @ObservedObject for view models owned outside the view (the article's pattern for "
                + "cell view models); keep @StateObject for objects the view creates itself."
        case .unknownRuleInSuppression:
            return "Use a rule id from `cellbridge help lint` in `// cellbridge:disable:next RULE`, "
                + "`disable:this RULE` or `disable RULE` … `enable RULE`."
        case .navigationLinkInHostedCell:
            return "Route navigation through the screen: with CellBridge, replace the link with a Button calling "
                + "`@Environment(\\.cellBridgeNavigate)`'s push(_:), which pushes onto the screen's "
                + "UINavigationController (or hands the request to your coordinator); without it, send an event to "
                + "the view controller (a delegate, a closure, `\\.cellBridgeSendEvent`), which pushes with "
                + "navigationController?.pushViewController."
        }
    }
}
