#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    /// ``SwiftUIHostingView``, SwiftUI inside any `UIView`, in a stack view on a panel (a child view
    /// controller of the pushed screen): its hosting controller is a child of the panel, the nearest
    /// view controller above it as UIKit reads it (the responder chain, `parent` and `children`), and
    /// the view takes its content's new height when the content grows and asks to resize
    /// (`\.cellBridgeRequestResize`; on iOS 16+ the hosting controller's sizing options follow it too),
    /// and its content disappears when the view leaves the window and appears when it is back.
    struct StandaloneHostingViewScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case childOfNearest = "child-of-nearest-controller"
            case followsContentSize = "follows-content-size"
            case appearsWithWindow = "appears-with-window"
        }

        func run(_ context: SelfCheckContext) async {
            let screen = StandaloneHostingScreen()
            let model = screen.model
            context.navigation.pushViewController(screen, animated: false)
            let inWindow = await SelfCheckWait.until(timeout: 5) {
                screen.hostingView.window != nil && screen.hostingView.hostingController != nil
            }
            checkParent(of: screen, inWindow: inWindow, in: context)
            let shown = await SelfCheckWait.until(timeout: 5) {
                model.requestResize != nil
                    && abs(screen.hostingView.bounds.height - model.height) <= ProbeHeights.tolerance
            }
            let notShown =
                "the hosting view was not shown at \(model.height) pt within 5 s "
                + "(\(screen.hostingView.bounds.height) pt)"
            let start = screen.hostingView.bounds.height
            model.height += ResizeProbeModel.growth
            let laidOut = await SelfCheckWait.until(timeout: 2) {
                abs(model.laidOutHeight - model.height) <= ProbeHeights.tolerance
            }
            model.requestResize?()
            let grew = await SelfCheckWait.until(timeout: 2) {
                abs(screen.hostingView.bounds.height - model.height) <= ProbeHeights.tolerance
            }
            let sizeDetail =
                !shown
                ? notShown
                : !laidOut
                    ? "its content was never laid out at its new height \(model.height) pt"
                    : "\(screen.hostingView.bounds.height) pt after the ask, \(start) pt before its content grew to "
                        + "\(model.height) pt"
            context.report.check(
                Check.followsContentSize, "a SwiftUIHostingView whose content grows and asks to resize grows",
                shown && laidOut && grew, sizeDetail)
            await checkAppearance(of: screen, in: context)
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }

        /// Takes the hosting view out of its window and puts it back: its content disappears once and
        /// does not appear while out, then appears once back (SwiftUI's `onAppear` / `onDisappear`).
        private func checkAppearance(of screen: StandaloneHostingScreen, in context: SelfCheckContext) async {
            let recorder = screen.recorder
            let onScreenBefore = recorder.onScreen[0, default: 0]
            let appearancesBefore = recorder.appearances
            screen.hostingView.removeFromSuperview()
            let disappeared = await SelfCheckWait.until(timeout: 2) { recorder.onScreen[0, default: 0] <= 0 }
            // An appearance while out of the window would come within a turn or two; none must.
            let appearedWhileOut = await SelfCheckWait.until(timeout: 1) { recorder.appearances > appearancesBefore }
            let onScreenWhileOut = recorder.onScreen[0, default: 0]
            screen.stack.addArrangedSubview(screen.hostingView)
            let reappeared = await SelfCheckWait.until(timeout: 2) { recorder.onScreen[0, default: 0] == 1 }
            let onScreenBack = recorder.onScreen[0, default: 0]
            context.report.check(
                Check.appearsWithWindow,
                "a SwiftUIHostingView's content disappears when the view leaves the window and appears when it is back",
                onScreenBefore == 1 && disappeared && !appearedWhileOut && reappeared
                    && recorder.doubleAppearances.isEmpty && recorder.unbalancedDisappearances.isEmpty,
                "on screen (onAppear minus onDisappear) \(onScreenBefore) in the window, \(onScreenWhileOut) out of it"
                    + (appearedWhileOut ? " after an onAppear while out" : "")
                    + ", \(onScreenBack) back in it; appeared twice without disappearing: "
                    + "\(!recorder.doubleAppearances.isEmpty), disappeared without appearing: "
                    + "\(!recorder.unbalancedDisappearances.isEmpty)")
        }

        /// The parent as UIKit has it: the first view controller on the hosting view's responder
        /// chain, its `children`, and the hosting controller's `parent`.
        private func checkParent(
            of screen: StandaloneHostingScreen, inWindow: Bool, in context: SelfCheckContext
        ) {
            let controller = screen.hostingView.hostingController
            var responder = screen.hostingView.next
            while let next = responder, !(next is UIViewController) { responder = next.next }
            let nearest = responder as? UIViewController
            let isChild =
                controller != nil && nearest === screen.panel && controller?.parent === nearest
                && nearest?.children.contains { $0 === controller } == true
            let name = { (controller: UIViewController?) in controller.map { "\(type(of: $0))" } ?? "none" }
            context.report.check(
                Check.childOfNearest,
                "a SwiftUIHostingView's hosting controller is a child of the nearest view controller above it",
                inWindow && isChild,
                inWindow
                    ? "nearest view controller \(name(nearest)) (the panel: \(nearest === screen.panel)); "
                        + "hosting controller \(controller == nil ? "none" : "made"), its parent \(name(controller?.parent)), "
                        + "among the nearest's \(nearest?.children.count ?? 0) children: "
                        + "\(nearest?.children.contains { $0 === controller } == true)"
                    : "the hosting view was not in a window with its hosting controller within 5 s")
        }
    }

    /// The resizing probe, its appearances counted.
    struct StandaloneProbe: View {
        let model: ResizeProbeModel
        let recorder: ProbeRecorder

        var body: some View {
            ResizeProbeView(model: model)
                .onAppear { recorder.appeared(0) }
                .onDisappear { recorder.disappeared(0) }
        }
    }

    /// A pushed screen whose panel, a child view controller, shows a ``SwiftUIHostingView`` with a
    /// resizing probe in a stack view pinned to its top (its height is the content's).
    final class StandaloneHostingScreen: UIViewController {
        let model = ResizeProbeModel()
        /// The content's `onAppear` and `onDisappear`, as item 0.
        let recorder = ProbeRecorder()
        let panel = UIViewController()
        let stack = UIStackView()
        private(set) lazy var hostingView = SwiftUIHostingView(
            rootView: StandaloneProbe(model: model, recorder: recorder))

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            addChild(panel)
            panel.view.frame = view.bounds
            panel.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(panel.view)
            panel.didMove(toParent: self)
            stack.addArrangedSubview(hostingView)
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            panel.view.addSubview(stack)
            let guide = panel.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: guide.topAnchor),
                stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
        }
    }
#endif
