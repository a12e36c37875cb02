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
        /// Items this far (in items) from the visible ones may still have content on screen:
        /// prefetched cells, the cell being scrolled in or out.
        private static let onScreenSlack = 12

        func run() async {
            let recorder = ProbeRecorder()
            let items = (0..<Self.itemCount).map { ProbeViewModel(item: ProbeItem(id: $0), recorder: recorder) }
            weak var leftScreen: ProbeScreen?
            var name = ""
            // Every strong reference to the screen lives in this scope, so leaving it lets the
            // screen go once the navigation controller pops it.
            do {
                let screen = makeScreen(items)
                leftScreen = screen
                name = screen.scenario
                navigation.pushViewController(screen, animated: false)
                await settle()
                await scrollAndCheck(screen, recorder: recorder, name: name)
                checkHostingChildren(of: screen, name: name)
                await checkEventIndexPath(on: screen, recorder: recorder, name: name)
                navigation.popViewController(animated: false)
            }
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

        /// Scrolls to the end and back. Heights are checked right after each synchronous layout
        /// pass (before anything can correct them a turn later), and the items whose content is
        /// counted on screen must be near the visible ones.
        private func scrollAndCheck(_ screen: ProbeScreen, recorder: ProbeRecorder, name: String) async {
            var checkedCells = 0
            var wrongHeights: [String] = []
            var farOffOnScreen: Set<Int> = []
            func checkHeights() {
                for (indexPath, height) in screen.visibleCellHeights() {
                    guard let expected = screen.item(at: indexPath)?.item.height else { continue }
                    checkedCells += 1
                    if abs(height - expected) > Self.heightTolerance {
                        wrongHeights.append("item \(indexPath.item): \(height) pt, expected \(expected)")
                    }
                }
            }
            func checkOnScreen() {
                let visible = screen.visibleCellHeights().map(\.indexPath.item)
                guard let first = visible.min(), let last = visible.max() else { return }
                let near = Set(
                    screen.items[
                        max(0, first - Self.onScreenSlack)...min(screen.items.count - 1, last + Self.onScreenSlack)
                    ].map(\.id))
                farOffOnScreen.formUnion(recorder.onScreen.filter { $0.value > 0 && !near.contains($0.key) }.map(\.key))
            }
            await scroll(screen.scrollView, toEnd: true, afterLayout: checkHeights, afterSettle: checkOnScreen)
            await scroll(screen.scrollView, toEnd: false, afterLayout: checkHeights, afterSettle: checkOnScreen)
            report.check(
                "\(name): every reused cell has its own item's height as soon as it is laid out "
                    + "(\(checkedCells) cells checked)",
                wrongHeights.isEmpty && checkedCells > 0, wrongHeights.prefix(3).joined(separator: "; "))
            report.check(
                "\(name): content scrolled off disappears (nothing far from the visible items counted on screen)",
                farOffOnScreen.isEmpty, "still on screen: items \(Array(farOffOnScreen.sorted().prefix(8)))")
        }

        /// Every hosting controller the screen has is in a cell (visible or kept for reuse), and
        /// they do not grow with the number of items scrolled through.
        private func checkHostingChildren(of screen: ProbeScreen, name: String) {
            let hostingChildren = screen.children.filter { "\(type(of: $0))".contains("HostingController") }
            let outsideCells = hostingChildren.filter { child in
                !child.isViewLoaded || !Self.isInACell(child.view)
            }
            let bound = 3 * screen.visibleCellHeights().count + 10
            report.check(
                "\(name): no hosting controller left in parent.children after scrolling "
                    + "(\(hostingChildren.count) children after \(Self.itemCount) items)",
                outsideCells.isEmpty && hostingChildren.count <= bound,
                "\(outsideCells.count) outside any cell; \(hostingChildren.count) children, at most \(bound) expected")
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

        /// Scrolls a screen's height at a time to the end (or back to the top), calling
        /// `afterLayout` right after UIKit's synchronous layout pass and `afterSettle` once UIKit
        /// and SwiftUI had a few run-loop turns.
        private func scroll(
            _ scrollView: UIScrollView, toEnd: Bool, afterLayout: () -> Void, afterSettle: () -> Void
        ) async {
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
                afterLayout()
                await settle()
                afterSettle()
            }
        }

        private static func isInACell(_ view: UIView) -> Bool {
            var ancestor = view.superview
            while let current = ancestor {
                if current is UICollectionViewCell || current is UITableViewCell { return true }
                ancestor = current.superview
            }
            return false
        }

        /// Lets the run loop turn: UIKit's layout and SwiftUI's updates land on later turns.
        private func settle() async {
            try? await Task.sleep(nanoseconds: 60_000_000)
        }
    }
#endif
