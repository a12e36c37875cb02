#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// One screen of probe items, driven through what users do to it (scrolled through real
    /// reuse, updated at the top, one item made taller, left), and the eleven checks made on it.
    struct ProbeFeedScenario: SelfCheckScenario {
        let id: String
        let makeScreen: @MainActor ([ProbeSection]) -> any ProbeScreen

        enum Check: String, SelfCheckName {
            case cellHeight = "cell-height"
            case onScreenIsDisplayed = "on-screen-is-displayed"
            case eventIndexPath = "event-index-path"
            case lateEventAfterReuseDropped = "late-event-after-reuse-dropped"
            case reconfigureHeight = "reconfigure-height"
            case reconfigureStaysOnScreen = "reconfigure-stays-on-screen"
            case hostingChildren = "hosting-children"
            case childrenWhileDisplayed = "children-while-displayed"
            case released = "released"
            case appearanceBalanced = "appearance-balanced"
            case noZeroSize = "no-zero-size"
        }

        /// Items inserted at the top later have the smallest ids (and heights), so the item the
        /// event is sent from stays on screen on the smallest iPhone.
        private static let insertedIDs = 0..<3
        private static let shownIDs = 3..<123

        init(id: String, makeScreen: @escaping @MainActor ([ProbeSection]) -> any ProbeScreen) {
            self.id = id
            self.makeScreen = makeScreen
        }

        func run(_ context: SelfCheckContext) async {
            let report = context.report
            let recorder = ProbeRecorder()
            let items = Self.shownIDs.map { ProbeViewModel(id: $0, recorder: recorder) }
            weak var leftScreen: (any ProbeScreen)?
            // Every strong reference to the screen lives in this scope, so leaving it lets the
            // screen go once the navigation controller pops it.
            do {
                let screen = makeScreen([ProbeSection(header: nil, items: items)])
                leftScreen = screen
                if await !ProbeScreenDriver.push(screen, on: context.navigation) {
                    report.note("\(id): the screen did not appear with cells within 5 s")
                }
                await checkScrolling(screen, recorder: recorder, report: report)
                await checkEventIndexPath(screen, recorder: recorder, report: report)
                await checkGrowingReconfigure(screen, recorder: recorder, report: report)
                checkHostingChildren(of: screen, report: report)
                await ProbeScreenDriver.pop(screen, from: context.navigation)
            }
            let released = await SelfCheckWait.until(timeout: 3) { leftScreen == nil }
            report.check(
                Check.released, "leaving the screen releases it and its hosting controllers", released,
                "the screen is still alive 3 s after it was popped: a retain cycle keeps it")
            await SelfCheckWait.until(timeout: 3) { recorder.itemsUnbalanced.isEmpty }
            report.check(
                Check.appearanceBalanced,
                "onAppear/onDisappear balanced per item (\(recorder.appearances) appearances)",
                recorder.doubleAppearances.isEmpty && recorder.unbalancedDisappearances.isEmpty
                    && recorder.itemsUnbalanced.isEmpty && recorder.appearances > 0,
                "appeared twice: \(Array(recorder.doubleAppearances.sorted().prefix(5))), "
                    + "disappeared unseen: \(Array(recorder.unbalancedDisappearances.sorted().prefix(5))), "
                    + "still on screen 3 s after leaving: \(Array(recorder.itemsUnbalanced.prefix(5))), "
                    + "appearances: \(recorder.appearances)")
            report.check(
                Check.noZeroSize,
                "SwiftUI never laid a probe out at a zero size, in a window or before (\(recorder.layouts) layouts seen)",
                recorder.zeroSizeLayouts.isEmpty && recorder.layouts > 0,
                recorder.layouts == 0
                    ? "no probe layout was seen at all"
                    : recorder.zeroSizeLayouts.prefix(3).map {
                        "item \($0.item) at \($0.size) \($0.inWindow ? "in a window" : "before it had a window")"
                    }.joined(separator: "; "))
        }

        /// Scrolls to the end and back in big jumps. Right after each jump's layout pass, every
        /// cell UIKit began to display for another item than before must have its new item's
        /// height; after each jump, the items whose content is on screen must become exactly the
        /// items UIKit displays.
        private func checkScrolling(_ screen: any ProbeScreen, recorder: ProbeRecorder, report: SelfCheckReport) async {
            let itemHeights = Dictionary(uniqueKeysWithValues: screen.sections[0].items.map { ($0.id, $0.height) })
            var heights = DisplayedHeightTally(unit: "item", kind: "cell", estimate: ProbeHeights.itemEstimate) {
                [itemHeights] in itemHeights[$0]
            }
            var steps = 0
            var mismatches: [String] = []
            // The first screen's cells were displayed while the screen was pushed, not right before
            // a check could read them.
            _ = screen.cellDisplay.takeNewDisplays()
            // The cells of the first screen and the items they show, for the late event at the end.
            let firstCells = screen.visibleCells().compactMap { cell in
                screen.item(at: cell.indexPath).map { (view: cell.view, item: $0.id) }
            }
            func checkNewDisplays() { heights.check(screen.cellDisplay.takeNewDisplays()) }
            func checkOnScreen() async {
                steps += 1
                let settled = await SelfCheckWait.until(timeout: 2) {
                    recorder.itemsOnScreen == screen.cellDisplay.displayedElements
                }
                if !settled {
                    let onScreen = recorder.itemsOnScreen
                    let displayed = screen.cellDisplay.displayedElements
                    mismatches.append(
                        "step \(steps): on screen but not displayed \(Array(onScreen.subtracting(displayed).sorted().prefix(5))), "
                            + "displayed but never appeared \(Array(displayed.subtracting(onScreen).sorted().prefix(5)))"
                    )
                }
            }
            await ProbeScreenDriver.scroll(
                screen.scrollView, toEnd: true, afterLayout: checkNewDisplays, afterStep: checkOnScreen)
            checkChildrenWhileDisplayed(of: screen, report: report)
            await checkLateEventAfterReuse(screen, firstCells: firstCells, recorder: recorder, report: report)
            await ProbeScreenDriver.scroll(
                screen.scrollView, toEnd: false, afterLayout: checkNewDisplays, afterStep: checkOnScreen)
            heights.report(
                Check.cellHeight, "every cell has its own item's height right after the layout pass that displays it",
                into: report)
            report.check(
                Check.onScreenIsDisplayed,
                "the content on screen is what UIKit displays within 2 s of each of \(steps) scroll jumps",
                mismatches.isEmpty && steps > 0,
                steps == 0 ? "the screen never scrolled" : mismatches.prefix(3).joined(separator: "; "))
        }

        /// Items inserted above an item move it; its event must arrive with where it is now.
        private func checkEventIndexPath(
            _ screen: any ProbeScreen, recorder: ProbeRecorder, report: SelfCheckReport
        ) async {
            ProbeScreenDriver.scrollToTop(screen.scrollView)
            let target = screen.sections[0].items[2].id
            await SelfCheckWait.until(timeout: 2) {
                recorder.canSend(from: target) && screen.cellDisplay.displayedElements.contains(target)
            }
            var received: IndexPath?
            screen.onEvent = { event, indexPath in
                if event == AnyHashable(ProbeEvent.tapped(item: target)) { received = indexPath }
            }
            // Once where it was shown, then again after items were inserted above it: the index path
            // must be resolved when each event fires, never remembered.
            let before = IndexPath(item: 2, section: 0)
            let sentBefore = recorder.send(ProbeEvent.tapped(item: target), from: target)
            await SelfCheckWait.until(timeout: 1) { received != nil }
            let receivedBefore = received
            received = nil
            screen.insertAtTop(Self.insertedIDs.map { ProbeViewModel(id: $0, recorder: recorder) })
            await SelfCheckWait.until(timeout: 3) { screen.updatesInFlight == 0 }
            let sent = sentBefore && recorder.send(ProbeEvent.tapped(item: target), from: target)
            await SelfCheckWait.until(timeout: 1) { received != nil }
            let expected = IndexPath(item: 2 + Self.insertedIDs.count, section: 0)
            func describe(_ path: IndexPath?) -> String { path.map { "\($0)" } ?? "no index path within 1 s" }
            report.check(
                Check.eventIndexPath,
                "an event arrives with the index path its item has when it fires, before and after items are "
                    + "inserted above it",
                sent && receivedBefore == before && received == expected,
                sent
                    ? "arrived with \(describe(receivedBefore)) (expected \(before)), then with \(describe(received)) "
                        + "(expected \(expected))"
                    : "item \(target)'s content never rendered")
        }

        /// At the end of the list, a cell of the first screen shows another item now. An event its
        /// first item's content sends late (an async task finishing after the reuse) must be
        /// dropped, not delivered for the item the cell shows now (UIKIT-PITFALLS 21).
        private func checkLateEventAfterReuse(
            _ screen: any ProbeScreen, firstCells: [(view: UIView, item: Int)], recorder: ProbeRecorder,
            report: SelfCheckReport
        ) async {
            let name = "an event sent late by an item whose cell now shows another item is dropped"
            let reused = screen.visibleCells().lazy.compactMap { cell -> (item: Int, now: Int)? in
                guard let first = firstCells.first(where: { $0.view === cell.view }),
                    let now = screen.item(at: cell.indexPath)?.id, now != first.item
                else { return nil }
                return (first.item, now)
            }.first
            guard let reused else {
                report.check(
                    Check.lateEventAfterReuseDropped, name, false,
                    "no cell of the first screen shows another item at the end of the list, so nothing was sent")
                return
            }
            var arrived: IndexPath?
            screen.onEvent = { event, indexPath in
                if event == AnyHashable(ProbeEvent.tapped(item: reused.item)) { arrived = indexPath }
            }
            let sent = recorder.send(ProbeEvent.tapped(item: reused.item), from: reused.item)
            await SelfCheckWait.until(timeout: 1) { arrived != nil }
            screen.onEvent = nil
            report.check(
                Check.lateEventAfterReuseDropped,
                "\(name) (item \(reused.item)'s event, its cell showing item \(reused.now))",
                sent && arrived == nil,
                sent
                    ? "it arrived at \(arrived.map { "\($0)" } ?? "nothing"), the position of item \(reused.now)"
                    : "item \(reused.item)'s content never rendered")
        }

        /// A same-item update that changes the content's height must give the cell that height, and
        /// keep its content on screen: no `onDisappear` and no `onAppear` for it (UIKIT-PITFALLS 11).
        private func checkGrowingReconfigure(
            _ screen: any ProbeScreen, recorder: ProbeRecorder, report: SelfCheckReport
        ) async {
            ProbeScreenDriver.scrollToTop(screen.scrollView)
            let target = IndexPath(item: 1, section: 0)
            let name = "a reconfigure that makes an item taller gives its cell the new height within 2 s"
            let stayName = "a reconfigure of a shown item neither disappears nor appears its content"
            await SelfCheckWait.until(timeout: 2) { screen.visibleCells().contains { $0.indexPath == target } }
            guard let viewModel = screen.item(at: target) else {
                report.check(Check.reconfigureHeight, name, false, "the screen has no item at \(target)")
                report.check(Check.reconfigureStaysOnScreen, stayName, false, "the screen has no item at \(target)")
                return
            }
            let oldHeight = viewModel.height
            let before = recorder.appearanceCounts(of: viewModel.id)
            let wasOnScreen = recorder.itemsOnScreen.contains(viewModel.id)
            viewModel.grow()
            screen.reconfigureItem(at: target)
            screen.scrollView.layoutIfNeeded()
            var seen: CGFloat?
            let grew = await SelfCheckWait.until(timeout: 2) {
                seen = screen.visibleCells().first { $0.indexPath == target }?.view.frame.height
                return seen.map { abs($0 - viewModel.height) <= ProbeHeights.tolerance } ?? false
            }
            _ = screen.cellDisplay.takeNewDisplays()
            report.check(
                Check.reconfigureHeight, name, grew,
                seen.map {
                    abs($0 - oldHeight) <= ProbeHeights.tolerance
                        ? "it kept its old height, \(oldHeight) pt" : "\($0) pt"
                }
                .map { "\($0), expected \(viewModel.height) pt" } ?? "the cell is no longer visible")
            await checkReconfigureStaysOnScreen(
                of: viewModel.id, before: before, wasOnScreen: wasOnScreen, recorder: recorder, named: stayName,
                report: report)
        }

        /// Below iOS 15 the reconfigure is UIKit's reload, which replaces the cell: its content
        /// leaving and new content coming is what UIKit does there, not a same-item reconfigure.
        private func checkReconfigureStaysOnScreen(
            of item: Int, before: (appeared: Int, disappeared: Int), wasOnScreen: Bool, recorder: ProbeRecorder,
            named name: String, report: SelfCheckReport
        ) async {
            guard #available(iOS 15.0, *) else {
                report.skip(
                    Check.reconfigureStaysOnScreen, name,
                    because: "below iOS 15 the reconfigure is a reload, which gives the item a new cell")
                return
            }
            // Waits for a change, so a FAIL comes as soon as one is seen; none within 1 s passes.
            func changes() -> (appeared: Int, disappeared: Int) {
                let now = recorder.appearanceCounts(of: item)
                return (now.appeared - before.appeared, now.disappeared - before.disappeared)
            }
            await SelfCheckWait.until(timeout: 1) { changes() != (0, 0) }
            let seen = changes()
            report.check(
                Check.reconfigureStaysOnScreen, "\(name) (item \(item), watched 1 s after its cell took its height)",
                wasOnScreen && seen == (0, 0),
                wasOnScreen
                    ? "its content disappeared \(seen.disappeared) and appeared \(seen.appeared) times across the reconfigure"
                    : "item \(item)'s content was not on screen before the reconfigure, so nothing was watched")
        }

        /// The screen's hosting controllers, as UIKit holds them: its `children` that are CellBridge's.
        private static func hostingChildren(of screen: any ProbeScreen) -> [UIViewController] {
            screen.children.filter { $0 is CellBridgeHostingController }
        }

        /// Every hosting controller UIKit lists among the screen's children has its view in the
        /// screen's collection or table view, and at least one is there; that they are children only
        /// while their cells are shown is ``Check/childrenWhileDisplayed``'s to say.
        private func checkHostingChildren(of screen: any ProbeScreen, report: SelfCheckReport) {
            let name = "the screen's hosting controllers are its children, with their views in its cells"
            guard screen.hostsViewControllers else {
                report.skip(
                    Check.hostingChildren, name,
                    because: "this path hosts SwiftUI without view controllers (UIHostingConfiguration)")
                return
            }
            let children = Self.hostingChildren(of: screen)
            let misplaced = children.filter { child in
                !child.isViewLoaded || !child.view.isDescendant(of: screen.scrollView)
            }
            report.check(
                Check.hostingChildren,
                "\(name) (\(children.count) children, \(screen.visibleCells().count) cells shown)",
                !children.isEmpty && misplaced.isEmpty,
                children.isEmpty
                    ? "no CellBridgeHostingController is among the screen's children: containment never happened"
                    : "\(misplaced.count) of \(children.count) have their views outside the screen's cells")
        }

        /// At the end of the long list, where its tallest items leave cells it made earlier unused,
        /// the hosting controllers among the screen's children are no more than the cells UIKit
        /// shows: a controller leaves its screen when its cell leaves the screen (Epoxy's model).
        private func checkChildrenWhileDisplayed(of screen: any ProbeScreen, report: SelfCheckReport) {
            let name = "hosting controllers are the screen's children only while their cells are shown"
            guard screen.hostsViewControllers else {
                report.skip(
                    Check.childrenWhileDisplayed, name,
                    because: "this path hosts SwiftUI without view controllers (UIHostingConfiguration)")
                return
            }
            let children = Self.hostingChildren(of: screen).count
            let shown = screen.visibleCells().count
            let seen = screen.cellDisplay.viewsSeen
            report.check(
                Check.childrenWhileDisplayed,
                "\(name) (\(children) children for \(shown) cells shown, \(seen) cells used so far)",
                shown > 0 && seen > shown && children <= shown,
                shown == 0 || seen <= shown
                    ? "no cell was out of sight at the end of the list (\(seen) used, \(shown) shown), so the check saw nothing"
                    : "\(children - shown) more children than cells shown: controllers stayed after their cells left")
        }
    }
#endif
