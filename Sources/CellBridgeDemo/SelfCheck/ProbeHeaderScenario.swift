#if canImport(UIKit)
    import UIKit

    /// Sections of probes under SwiftUI headers, scrolled through real reuse: every header UIKit
    /// begins to display has its own section's height right after that layout pass, an event
    /// from a header arrives with its section, and each header's `onAppear`/`onDisappear`
    /// alternate and cancel out once the screen is left.
    struct ProbeHeaderScenario: SelfCheckScenario {
        let id: String
        let makeScreen: @MainActor ([ProbeSection]) -> any ProbeScreen

        enum Check: String, SelfCheckName {
            case headerHeight = "header-height"
            case headerEvent = "header-event"
            case headerAppearanceBalanced = "header-appearance-balanced"
        }

        private static let sectionCount = 24
        private static let itemsPerSection = 4

        init(id: String, makeScreen: @escaping @MainActor ([ProbeSection]) -> any ProbeScreen) {
            self.id = id
            self.makeScreen = makeScreen
        }

        func run(_ context: SelfCheckContext) async {
            let recorder = ProbeRecorder()
            let sections = (0..<Self.sectionCount).map { section in
                ProbeSection(
                    header: ProbeHeaderViewModel(section: section, recorder: recorder),
                    items: (0..<Self.itemsPerSection).map {
                        ProbeViewModel(id: section * Self.itemsPerSection + $0, recorder: recorder)
                    })
            }
            let screen = makeScreen(sections)
            if await !ProbeScreenDriver.push(screen, on: context.navigation) {
                context.report.note("\(id): the screen did not appear with cells within 5 s")
            }
            await scrollAndCheckHeights(screen, report: context.report)
            await checkEvent(screen, recorder: recorder, report: context.report)
            await ProbeScreenDriver.pop(screen, from: context.navigation)
            await checkAppearanceBalanced(recorder: recorder, report: context.report)
        }

        /// Headers are ``ProbeHeader/recorderID(ofSection:)``s, below zero; items are not.
        private func checkAppearanceBalanced(recorder: ProbeRecorder, report: SelfCheckReport) async {
            func headers(_ ids: some Sequence<Int>) -> [Int] { ids.filter { $0 < 0 }.sorted(by: >) }
            func sections(_ ids: [Int]) -> [Int] { ids.prefix(5).map { -1 - $0 } }
            let settled = await SelfCheckWait.until(timeout: 3) { headers(recorder.itemsUnbalanced).isEmpty }
            let twice = headers(recorder.doubleAppearances)
            let unseen = headers(recorder.unbalancedDisappearances)
            let appeared = (0...Self.sectionCount).filter {
                recorder.appearanceCounts(of: ProbeHeader.recorderID(ofSection: $0)).appeared > 0
            }
            report.check(
                Check.headerAppearanceBalanced,
                "every SwiftUI header's onAppear/onDisappear alternate and cancel out after leaving "
                    + "(\(appeared.count) headers appeared)",
                settled && twice.isEmpty && unseen.isEmpty && !appeared.isEmpty,
                "appeared twice: sections \(sections(twice)), disappeared unseen: sections \(sections(unseen)), "
                    + "still on screen 3 s after leaving: sections \(sections(headers(recorder.itemsUnbalanced)))")
        }

        private func scrollAndCheckHeights(_ screen: any ProbeScreen, report: SelfCheckReport) async {
            func section(of element: Int) -> Int { -1 - element }
            var heights = DisplayedHeightTally(
                unit: "section", kind: "header", estimate: ProbeHeights.headerEstimate,
                expectedHeight: { ProbeHeights.header(section(of: $0)) }, number: section(of:))
            // The first screen's headers were displayed while the screen was pushed.
            _ = screen.headerDisplay.takeNewDisplays()
            func checkNewHeaders() { heights.check(screen.headerDisplay.takeNewDisplays()) }
            for toEnd in [true, false] {
                await ProbeScreenDriver.scroll(
                    screen.scrollView, toEnd: toEnd, afterLayout: checkNewHeaders, afterStep: {})
            }
            heights.report(
                Check.headerHeight,
                "every SwiftUI header has its own section's height right after the layout pass that displays it",
                into: report)
        }

        /// An event from a section's header, once where the section is and once after a section was
        /// inserted above it: it must arrive with the section the header heads when it fires.
        private func checkEvent(_ screen: any ProbeScreen, recorder: ProbeRecorder, report: SelfCheckReport) async {
            let name = "an event from a header arrives with its section, before and after a section is inserted above"
            ProbeScreenDriver.scrollToTop(screen.scrollView)
            let section = 1
            let sender = ProbeHeader.recorderID(ofSection: section)
            let event = ProbeEvent.tapped(item: sender)
            await SelfCheckWait.until(timeout: 2) {
                recorder.canSend(from: sender) && screen.visibleHeaders().contains { $0.section == section }
            }
            var received: IndexPath?
            screen.onEvent = { sent, indexPath in
                if sent == AnyHashable(event) { received = indexPath }
            }
            let sentBefore = recorder.send(event, from: sender)
            await SelfCheckWait.until(timeout: 1) { received != nil }
            let receivedBefore = received?.section
            received = nil
            // A header-only section with a header no other section has (``sectionCount`` is the next).
            screen.insertSectionsAtTop([
                ProbeSection(header: ProbeHeaderViewModel(section: Self.sectionCount, recorder: recorder), items: [])
            ])
            await SelfCheckWait.until(timeout: 3) { screen.updatesInFlight == 0 }
            let sent = sentBefore && recorder.send(event, from: sender)
            await SelfCheckWait.until(timeout: 1) { received != nil }
            func describe(_ section: Int?) -> String { section.map { "section \($0)" } ?? "nothing within 1 s" }
            report.check(
                Check.headerEvent, name, sent && receivedBefore == section && received?.section == section + 1,
                sent
                    ? "arrived with \(describe(receivedBefore)) (expected \(section)), then with "
                        + "\(describe(received?.section)) (expected \(section + 1))"
                    : "section \(section)'s header never rendered")
        }
    }
#endif
