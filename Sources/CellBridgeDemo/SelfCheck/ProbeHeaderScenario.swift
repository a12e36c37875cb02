#if canImport(UIKit)
    import UIKit

    /// Sections of probes under SwiftUI headers, scrolled through real reuse: every header UIKit
    /// begins to display has its own section's height right after that layout pass, and an event
    /// from a header arrives with its section.
    struct ProbeHeaderScenario: SelfCheckScenario {
        let id: String
        let makeScreen: @MainActor ([ProbeSection]) -> any ProbeScreen

        enum Check: String, SelfCheckName {
            case headerHeight = "header-height"
            case headerEvent = "header-event"
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

        private func checkEvent(_ screen: any ProbeScreen, recorder: ProbeRecorder, report: SelfCheckReport) async {
            let section = screen.visibleHeaders().map(\.section).max() ?? 0
            let sender = ProbeHeader.recorderID(ofSection: section)
            let event = ProbeEvent.tapped(item: sender)
            await SelfCheckWait.until(timeout: 2) { recorder.canSend(from: sender) }
            var received: IndexPath?
            screen.onEvent = { sent, indexPath in
                if sent == AnyHashable(event) { received = indexPath }
            }
            let sent = recorder.send(event, from: sender)
            await SelfCheckWait.until(timeout: 1) { received != nil }
            report.check(
                Check.headerEvent, "an event from a header arrives with its section",
                sent && received?.section == section,
                sent
                    ? "arrived with \(received.map { "\($0)" } ?? "no index path within 1 s"), expected section \(section)"
                    : "section \(section)'s header never rendered")
        }
    }
#endif
