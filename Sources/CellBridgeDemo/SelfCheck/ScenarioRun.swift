#if canImport(UIKit)
    import UIKit

    /// One screen of probe items, driven through what users do to it, and the checks made on it.
    @MainActor
    struct ScenarioRun {
        let navigation: UINavigationController
        let report: SelfCheckReport
        let makeScreen: ([ProbeViewModel]) -> ProbeScreen

        private static let itemCount = 120
        private static let heightTolerance: CGFloat = 0.5

        func run() async {
            let recorder = ProbeRecorder()
            let items = (0..<Self.itemCount).map { ProbeViewModel(item: ProbeItem(id: $0), recorder: recorder) }
            var screen: ProbeScreen? = makeScreen(items)
            weak var leftScreen: ProbeScreen?
            leftScreen = screen
            guard let shown = screen else { return }
            let name = shown.scenario
            navigation.pushViewController(shown, animated: false)
            await settle()

            var checkedCells = 0
            var wrongHeights: [String] = []
            func checkHeights() {
                for (indexPath, height) in shown.visibleCellHeights() {
                    guard let expected = shown.item(at: indexPath)?.item.height else { continue }
                    checkedCells += 1
                    if abs(height - expected) > Self.heightTolerance {
                        wrongHeights.append("item \(indexPath.item): \(height) pt, expected \(expected)")
                    }
                }
            }
            await scroll(shown.scrollView, toEnd: true, after: checkHeights)
            await scroll(shown.scrollView, toEnd: false, after: checkHeights)
            report.check(
                "\(name): every reused cell has its own item's height (\(checkedCells) cells checked)",
                wrongHeights.isEmpty && checkedCells > 0, wrongHeights.prefix(3).joined(separator: "; "))

            let hostingChildren = shown.children.filter { "\(type(of: $0))".contains("HostingController") }
            let liveCells = shown.liveCellViews()
            let orphans = hostingChildren.filter { child in
                !liveCells.contains { child.isViewLoaded && child.view.isDescendant(of: $0) }
            }
            report.check(
                "\(name): no hosting controller left in parent.children after scrolling "
                    + "(\(hostingChildren.count) children for \(liveCells.count) live cells)",
                orphans.isEmpty && hostingChildren.count <= liveCells.count,
                "\(orphans.count) children outside any live cell")

            await checkEventIndexPath(on: shown, recorder: recorder, name: name)

            navigation.popViewController(animated: false)
            screen = nil
            await settle()
            await settle()
            report.check(
                "\(name): leaving the screen releases it and its hosting controllers", leftScreen == nil,
                "the screen is still alive after it was popped: a retain cycle keeps its children")
            report.check(
                "\(name): onAppear/onDisappear balanced per item (\(recorder.appearances) appearances)",
                recorder.doubleAppearances.isEmpty && recorder.unbalancedDisappearances.isEmpty
                    && recorder.itemsStillOnScreen.isEmpty && recorder.appearances > 0,
                "appeared twice: \(Array(recorder.doubleAppearances.sorted().prefix(5))), "
                    + "disappeared unseen: \(Array(recorder.unbalancedDisappearances.sorted().prefix(5))), "
                    + "still on screen after leaving: \(Array(recorder.itemsStillOnScreen.prefix(5)))")
            report.check(
                "\(name): SwiftUI never laid out at a zero size", recorder.zeroSizeLayouts.isEmpty,
                recorder.zeroSizeLayouts.prefix(3).map { "item \($0.item) at \($0.size)" }.joined(separator: "; "))
        }

        /// Items inserted above an item move it; its event must arrive with where it is now.
        private func checkEventIndexPath(on screen: ProbeScreen, recorder: ProbeRecorder, name: String) async {
            screen.scrollView.setContentOffset(
                CGPoint(x: 0, y: -screen.scrollView.adjustedContentInset.top), animated: false)
            await settle()
            guard let target = screen.items.dropFirst(2).first?.id else { return }
            var received: IndexPath?
            screen.onEvent = { event, indexPath in
                if event == AnyHashable(ProbeEvent.tapped(item: target)) { received = indexPath }
            }
            let inserted = (0..<3).map { ProbeViewModel(item: ProbeItem(id: 10_000 + $0), recorder: recorder) }
            screen.insertAtTop(inserted)
            await settle()
            let sent = recorder.send(ProbeEvent.tapped(item: target), from: target)
            report.check(
                "\(name): an event arrives with the index path its item has when it fires",
                sent && received?.item == 5 && received?.section == 0,
                sent
                    ? "arrived with \(received.map { "\($0)" } ?? "no index path"), expected [0, 5]"
                    : "item \(target)'s content never rendered")
        }

        /// Scrolls a screen's height at a time to the end (or back to the top), letting UIKit and
        /// SwiftUI finish each step, then calls `after`.
        private func scroll(_ scrollView: UIScrollView, toEnd: Bool, after: () -> Void) async {
            let top = -scrollView.adjustedContentInset.top
            let step = max(scrollView.bounds.height * 0.6, 100)
            var offset = scrollView.contentOffset.y
            for _ in 0..<500 {
                let bottom = max(
                    top,
                    scrollView.contentSize.height + scrollView.adjustedContentInset.bottom
                        - scrollView.bounds.height)
                let next = toEnd ? min(offset + step, bottom) : max(offset - step, top)
                if next == offset { break }
                offset = next
                scrollView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
                scrollView.layoutIfNeeded()
                await settle()
                after()
            }
        }

        /// Lets the run loop turn: UIKit's layout and SwiftUI's updates land on later turns.
        private func settle() async {
            try? await Task.sleep(nanoseconds: 60_000_000)
        }
    }
#endif
