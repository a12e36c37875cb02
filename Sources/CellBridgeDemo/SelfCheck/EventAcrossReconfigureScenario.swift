#if canImport(UIKit)
    import UIKit

    /// Issue 14, item 10 (UIKIT-PITFALLS rule 20): work that started in an item's content (a
    /// `.task` that sends when it finishes) holds the event action of the content it started in.
    /// A reconfigure of the same item in between must not drop that event; only content for
    /// another item may.
    struct EventAcrossReconfigureScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case eventAfterReconfigure = "event-after-reconfigure"
        }

        func run(_ context: SelfCheckContext) async {
            let name = "an event sent by content configured before a same-item reconfigure still arrives"
            let recorder = ProbeRecorder()
            let target = IndexPath(item: 1, section: 0)
            let item = target.item  // a short list's ids are its indexes
            let (screen, _) = await ProbeScreenDriver.pushShortList(
                recorder: recorder, waitingFor: item, on: context.navigation)
            // The recorder keeps the action the content had when it appeared: what an async task
            // started then would call.
            var received: IndexPath?
            screen.onEvent = { event, indexPath in
                if event == AnyHashable(ProbeEvent.tapped(item: item)) { received = indexPath }
            }
            screen.reconfigureItem(at: target)
            screen.scrollView.layoutIfNeeded()
            let sent = recorder.send(ProbeEvent.tapped(item: item), from: item)
            await SelfCheckWait.until(timeout: 1) { received != nil }
            context.report.check(
                Check.eventAfterReconfigure, name, sent && received == target,
                sent
                    ? "arrived with \(received.map { "\($0)" } ?? "nothing within 1 s"), expected \(target)"
                    : "item \(item)'s content never rendered")
            await ProbeScreenDriver.pop(screen, from: context.navigation)
        }
    }
#endif
