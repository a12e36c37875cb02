#if canImport(UIKit)
    import UIKit

    /// Issue 14, item 7 (UIKIT-PITFALLS rule 9): while a pushed screen covers the list, a
    /// reconfigure of a displayed item must not run the content's `onAppear` (`.task`, analytics
    /// and autoplay would start off screen). It waits up to 1 s for a wrong `onAppear`.
    struct ReconfigureUnderPushedScreenScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case noAppearWhileCovered = "no-appear-while-covered"
        }

        func run(_ context: SelfCheckContext) async {
            let name = "a reconfigure while a pushed screen covers the list runs no onAppear"
            let recorder = ProbeRecorder()
            let target = IndexPath(item: 1, section: 0)
            let (screen, items) = await ProbeScreenDriver.pushShortList(
                recorder: recorder, waitingFor: target.item, on: context.navigation)
            let cover = UIViewController()
            cover.view.backgroundColor = .systemBackground
            context.navigation.pushViewController(cover, animated: false)
            let covered = await SelfCheckWait.until(timeout: 5) {
                screen.viewIfLoaded?.window == nil && cover.viewIfLoaded?.window != nil
            }
            let appearancesBefore = recorder.appearances
            items[target.item].grow()
            screen.reconfigureItem(at: target)
            screen.scrollView.layoutIfNeeded()
            let appeared = await SelfCheckWait.until(timeout: 1) { recorder.appearances > appearancesBefore }
            context.report.check(
                Check.noAppearWhileCovered, name, covered && !appeared,
                covered
                    ? "onAppear ran \(recorder.appearances - appearancesBefore) time(s) while the list was covered"
                    : "the pushed screen did not cover the list within 5 s")
            context.navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window != nil }
            await ProbeScreenDriver.pop(screen, from: context.navigation)
        }
    }
#endif
