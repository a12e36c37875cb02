#if canImport(UIKit)
    import UIKit

    /// Watches, in debug builds, for the delegate forwarding a bridge's app forgot, and logs each
    /// gap once with the methods to forward (the core's ``DelegateForwardingCheck`` decides).
    ///
    /// Every forwarding a shared delegate owes the bridge compiles when left out: a missing
    /// `willDisplay` unbalances `onAppear`, a missing `didEndDisplaying` delays `onDisappear`, a
    /// missing `shouldSelect` lets a button's tap select its row. The hosting views report what
    /// UIKit did to them; the monitor turns that into one clear line per mistake.
    @MainActor
    final class DelegateForwardingMonitor {
        // MARK: Lifecycle

        init(container: ContainerKind) {
            check = DelegateForwardingCheck(container: container)
        }

        // MARK: Internal

        /// The bridge configured `view`: on the next main-queue turn UIKit has displayed it if it
        /// is visible, and `willDisplay` must have reached it by then.
        func configured(_ view: UIView, context: HostedContentContext) {
            #if DEBUG
                context.forwardingMonitor = self
                guard !check.reported.contains(.willDisplay) else { return }
                MainThread.onLaterTurn { [weak self, weak view, weak context] in
                    guard let self, let view, let context, view.window != nil, !view.isHidden,
                        !context.displayForwardedSinceDequeue, context.currentIndexPath() != nil
                    else { return }
                    self.log(self.check.visibleWithoutWillDisplay())
                }
            #endif
        }

        func reusedWhileDisplayed() {
            #if DEBUG
                log(check.reusedWhileDisplayed())
            #endif
        }

        func selectedWhileContentHandlesTaps() {
            #if DEBUG
                log(check.selectedWhileContentHandlesTaps())
            #endif
        }

        // MARK: Private

        private var check: DelegateForwardingCheck

        private func log(_ message: String?) {
            guard let message else { return }
            CellBridgeLog.error(message, in: CellBridgeLog.registration)
        }
    }
#endif
