#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Issue 14, item 7 (UIKIT-PITFALLS rule 9): while a pushed screen covers the list, a
    /// reconfigure of a displayed item must not run the content's `onAppear` (`.task`, analytics
    /// and autoplay would start off screen). Checked on CellBridge's hosting cells, whose hosting
    /// controllers' appearance CellBridge drives, on every OS. From iOS 16 the OS's path is Apple's
    /// `UIHostingConfiguration`, which has no controller for CellBridge to appear: what it does is
    /// printed as a note, not checked (no CellBridge fault could break such a check).
    struct ReconfigureUnderPushedScreenScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case noAppearWhileCovered = "no-appear-while-covered"
        }

        func run(_ context: SelfCheckContext) async {
            let problem = await reconfigureWhileCovered(.hostingCellsEverywhere, in: context)
            context.report.check(
                Check.noAppearWhileCovered,
                "a reconfigure while a pushed screen covers the list runs no onAppear (hosting cells)",
                problem == nil, problem ?? "")
            if RenderRouter(osVersion: .current).usesHostingConfiguration {
                let apple = await reconfigureWhileCovered(.automatic, in: context)
                context.report.note(
                    "\(id): on the OS's path (UIHostingConfiguration), not a check: "
                        + (apple ?? "no onAppear ran while the list was covered"))
            }
        }

        /// Covers a short list on `strategy`'s path with a pushed screen, makes a displayed item
        /// taller and reconfigures it, and waits for the new content to be laid out (or 2 s): an
        /// `onAppear` it causes runs by then. The problem seen, nil when none.
        private func reconfigureWhileCovered(_ strategy: HostingStrategy, in context: SelfCheckContext) async
            -> String?
        {
            let recorder = ProbeRecorder()
            let target = IndexPath(item: 1, section: 0)
            let (screen, items) = await ProbeScreenDriver.pushShortList(
                recorder: recorder, waitingFor: target.item, on: context.navigation, rendering: .bridge(strategy))
            let cover = UIViewController()
            cover.view.backgroundColor = .systemBackground
            context.navigation.pushViewController(cover, animated: false)
            let covered = await SelfCheckWait.until(timeout: 5) {
                screen.viewIfLoaded?.window == nil && cover.viewIfLoaded?.window != nil
            }
            let appearancesBefore = recorder.appearances
            let configuresBefore = items[target.item].configureCount
            items[target.item].grow()
            screen.reconfigureItem(at: target)
            screen.scrollView.layoutIfNeeded()
            let reconfigured = await SelfCheckWait.until(timeout: 2) {
                items[target.item].configureCount > configuresBefore
            }
            let grown = items[target.item].height
            await SelfCheckWait.until(timeout: 2) {
                (recorder.laidOutHeights[target.item]).map { abs($0 - grown) <= ProbeHeights.tolerance } ?? false
            }
            let appeared = recorder.appearances - appearancesBefore
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window != nil }
            await ProbeScreenDriver.pop(screen, from: context.navigation)
            if !covered { return "the pushed screen did not cover the list within 5 s" }
            if !reconfigured { return "the reconfigure never configured the cell again within 2 s" }
            return appeared > 0 ? "onAppear ran \(appeared) time(s) while the list was covered" : nil
        }
    }
#endif
