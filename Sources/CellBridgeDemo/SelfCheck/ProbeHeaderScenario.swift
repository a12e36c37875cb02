#if canImport(UIKit)
    import UIKit

    /// Sections of probes under SwiftUI headers, scrolled through real reuse: every header UIKit
    /// begins to display has its own section's height right after that layout pass, and an event
    /// from a header arrives with its section.
    struct ProbeHeaderScenario: SelfCheckScenario {
        let id: String
        let makeScreen: @MainActor ([ProbeSection]) -> any ProbeScreen

        var checkCount: Int { 2 }

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
            var reuses = 0
            var fresh = 0
            var wrongHeights: [String] = []
            // The first screen's headers were displayed while the screen was pushed.
            _ = screen.headerDisplay.takeNewDisplays()
            func section(of element: Int) -> Int { -1 - element }
            func checkNewHeaders() {
                for display in screen.headerDisplay.takeNewDisplays() {
                    if display.previous == nil { fresh += 1 } else { reuses += 1 }
                    let shown = section(of: display.element)
                    let previous = display.previous.map { (section(of: $0), ProbeHeights.header(section(of: $0))) }
                    if let problem = WrongHeight.describe(
                        actual: display.view.frame.height, expected: ProbeHeights.header(shown),
                        estimate: ProbeHeights.headerEstimate, previous: previous)
                    {
                        let origin = previous.map { "reused from section \($0.0)" } ?? "a fresh header"
                        wrongHeights.append("section \(shown) (\(origin)): \(problem)")
                    }
                }
            }
            for toEnd in [true, false] {
                await ProbeScreenDriver.scroll(
                    screen.scrollView, toEnd: toEnd, afterLayout: checkNewHeaders, afterStep: {})
            }
            report.check(
                "\(id): every SwiftUI header has its own section's height right after the layout pass that "
                    + "displays it (\(reuses) reuses for a section of another height, \(fresh) fresh headers)",
                wrongHeights.isEmpty && reuses > 0,
                reuses == 0
                    ? "no header was reused for another section, so the check saw nothing"
                    : "\(wrongHeights.count) wrong: " + wrongHeights.prefix(3).joined(separator: "; "))
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
                "\(id): an event from a header arrives with its section",
                sent && received?.section == section,
                sent
                    ? "arrived with \(received.map { "\($0)" } ?? "no index path within 1 s"), expected section \(section)"
                    : "section \(section)'s header never rendered")
        }
    }
#endif
