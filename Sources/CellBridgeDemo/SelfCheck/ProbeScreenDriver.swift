#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Drives a probe screen the way a user does (push, scroll, pop), waiting on what UIKit
    /// reports rather than for a fixed time.
    @MainActor
    enum ProbeScreenDriver {
        /// Pushes `screen` and waits until it has appeared and shows cells; false when it did not
        /// within 5 s (the checks then run anyway and say what they see).
        static func push(_ screen: any ProbeScreen, on navigation: UINavigationController) async -> Bool {
            navigation.pushViewController(screen, animated: false)
            return await SelfCheckWait.until(timeout: 5) { screen.hasAppeared && !screen.visibleCells().isEmpty }
        }

        /// Pushes a short list of probes (ids `0..<count`, a compositional list through the bridge
        /// on a strategy's path, or the backport configuration), the screen most one-check scenarios
        /// need, and waits until `item`'s content is on screen.
        static func pushShortList(
            recorder: ProbeRecorder, waitingFor item: Int, on navigation: UINavigationController,
            rendering: ProbeCollectionScreen.Rendering = .bridge(.automatic), count: Int = 12
        ) async -> (screen: ProbeCollectionScreen, items: [ProbeViewModel]) {
            let items = (0..<count).map { ProbeViewModel(id: $0, recorder: recorder) }
            let screen = ProbeCollectionScreen(
                layout: .list, rendering: rendering, sections: [ProbeSection(header: nil, items: items)])
            _ = await push(screen, on: navigation)
            await SelfCheckWait.until(timeout: 2) {
                recorder.itemsOnScreen.contains(item) && screen.cellDisplay.displayedElements.contains(item)
            }
            return (screen, items)
        }

        /// Pops `screen` and waits until its view has left the window.
        static func pop(_ screen: any ProbeScreen, from navigation: UINavigationController) async {
            navigation.popViewController(animated: false)
            await SelfCheckWait.until(timeout: 5) { screen.viewIfLoaded?.window == nil }
        }

        /// Scrolls to the top and lays out.
        static func scrollToTop(_ scrollView: UIScrollView) {
            scrollView.setContentOffset(CGPoint(x: 0, y: -scrollView.adjustedContentInset.top), animated: false)
            scrollView.layoutIfNeeded()
        }

        /// Scrolls to the end (or back to the top) in jumps of two screen heights, so that every
        /// visible cell leaves and the next ones are real reuses of them. `afterLayout` runs right
        /// after UIKit's synchronous layout pass of each jump, before anything can correct a size a
        /// turn later; `afterStep` after it, and may wait. Returns the number of jumps.
        @discardableResult
        static func scroll(
            _ scrollView: UIScrollView, toEnd: Bool, afterLayout: () -> Void, afterStep: () async -> Void
        ) async -> Int {
            let top = -scrollView.adjustedContentInset.top
            var steps = 0
            for _ in 0..<200 {
                let step = max(scrollView.bounds.height * 2, 200)
                let bottom = max(
                    top,
                    scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height)
                let offset = scrollView.contentOffset.y
                let next = toEnd ? min(offset + step, bottom) : max(offset - step, top)
                if abs(next - offset) < 1 { break }
                scrollView.setContentOffset(CGPoint(x: 0, y: next), animated: false)
                scrollView.layoutIfNeeded()
                steps += 1
                afterLayout()
                await afterStep()
            }
            return steps
        }
    }
#endif
