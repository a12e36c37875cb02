#if canImport(UIKit)
    import UIKit

    /// The header checks on one screen of sectioned probes: every visible SwiftUI header has its
    /// own section's height while scrolling through reuse, and an event from a header arrives with
    /// its section.
    @MainActor
    struct HeaderScenarioRun {
        let navigation: UINavigationController
        let report: SelfCheckReport
        let makeScreen: ([[ProbeViewModel]], ProbeRecorder) -> ProbeHeaderScreen

        private static let sectionCount = 24
        private static let itemsPerSection = 4

        func run() async {
            let recorder = ProbeRecorder()
            let sections = (0..<Self.sectionCount).map { section in
                (0..<Self.itemsPerSection).map {
                    ProbeViewModel(item: ProbeItem(id: section * Self.itemsPerSection + $0), recorder: recorder)
                }
            }
            let screen = makeScreen(sections, recorder)
            navigation.pushViewController(screen, animated: false)
            await settle()
            var checked = 0
            var wrong: [String] = []
            let scrollView = screen.scrollView
            let step = max(scrollView.bounds.height * 0.6, 100)
            for _ in 0..<300 {
                for (section, height) in screen.visibleHeaderHeights() {
                    checked += 1
                    let expected = ProbeHeader.height(ofSection: section)
                    if abs(height - expected) > 0.5 {
                        wrong.append("section \(section): \(height) pt, expected \(expected)")
                    }
                }
                let bottom =
                    scrollView.contentSize.height - scrollView.bounds.height + scrollView.adjustedContentInset.bottom
                guard scrollView.contentOffset.y < bottom else { break }
                scrollView.setContentOffset(
                    CGPoint(x: 0, y: min(scrollView.contentOffset.y + step, bottom)), animated: false)
                scrollView.layoutIfNeeded()
                await settle()
            }
            report.check(
                "\(screen.scenario): every SwiftUI header has its own section's height (\(checked) headers checked)",
                wrong.isEmpty && checked > 0, wrong.prefix(3).joined(separator: "; "))

            let section = screen.visibleHeaderHeights().map(\.section).max() ?? 0
            var received: IndexPath?
            screen.onEvent = { event, indexPath in
                if event == AnyHashable(ProbeEvent.tapped(item: ProbeHeader.recorderID(ofSection: section))) {
                    received = indexPath
                }
            }
            let sent = recorder.send(
                ProbeEvent.tapped(item: ProbeHeader.recorderID(ofSection: section)),
                from: ProbeHeader.recorderID(ofSection: section))
            report.check(
                "\(screen.scenario): an event from a header arrives with its section",
                sent && received?.section == section,
                sent
                    ? "arrived with \(received.map { "\($0)" } ?? "no index path"), expected section \(section)"
                    : "section \(section)'s header never rendered")
            navigation.popViewController(animated: false)
            await settle()
        }

        private func settle() async {
            try? await Task.sleep(nanoseconds: 60_000_000)
        }
    }
#endif
