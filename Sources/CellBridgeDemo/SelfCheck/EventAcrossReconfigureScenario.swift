#if canImport(UIKit)
    import CellBridge
    import UIKit

    /// Issue 14, item 10 (UIKIT-PITFALLS rule 20): work that started in an item's content (a
    /// `.task` that sends when it finishes) holds the event action of the content it started in.
    /// A reconfigure of the same item in between must not drop that event; only content for
    /// another item may. On the OS's path (Apple's `UIHostingConfiguration` from iOS 16), on
    /// CellBridge's hosting cells, and in plain cells with the backport configuration, each
    /// reconfigure shown to have configured the cell again.
    struct EventAcrossReconfigureScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case eventAfterReconfigureOSPath = "event-after-reconfigure-os-path"
            case eventAfterReconfigureHostingCells = "event-after-reconfigure-hosting-cells"
            case eventAfterReconfigureBackport = "event-after-reconfigure-backport"
        }

        func run(_ context: SelfCheckContext) async {
            let cases: [(Check, String, ProbeCollectionScreen.Rendering)] = [
                (.eventAfterReconfigureOSPath, "the OS's path", .bridge(.automatic)),
                (.eventAfterReconfigureHostingCells, "hosting cells", .bridge(.hostingCellsEverywhere)),
                (.eventAfterReconfigureBackport, "the backport configuration", .backportConfiguration),
            ]
            for (check, path, rendering) in cases {
                await self.check(check, on: path, rendering: rendering, in: context)
            }
        }

        private func check(
            _ check: Check, on path: String, rendering: ProbeCollectionScreen.Rendering, in context: SelfCheckContext
        ) async {
            let name = "an event sent by content configured before a same-item reconfigure still arrives (\(path))"
            let recorder = ProbeRecorder()
            let target = IndexPath(item: 1, section: 0)
            let item = target.item  // a short list's ids are its indexes
            let (screen, items) = await ProbeScreenDriver.pushShortList(
                recorder: recorder, waitingFor: item, on: context.navigation, rendering: rendering)
            // The recorder keeps the action the content had when it appeared: what an async task
            // started then would call.
            var received: IndexPath?
            screen.onEvent = { event, indexPath in
                if event == AnyHashable(ProbeEvent.tapped(item: item)) { received = indexPath }
            }
            let configuresBefore = items[item].configureCount
            screen.reconfigureItem(at: target)
            screen.scrollView.layoutIfNeeded()
            let reconfigured = await SelfCheckWait.until(timeout: 2) { items[item].configureCount > configuresBefore }
            let sent = recorder.send(ProbeEvent.tapped(item: item), from: item)
            await SelfCheckWait.until(timeout: 1) { received != nil }
            context.report.check(
                check, name, reconfigured && sent && received == target,
                !reconfigured
                    ? "the reconfigure never configured the cell again within 2 s"
                    : sent
                        ? "arrived with \(received.map { "\($0)" } ?? "nothing within 1 s"), expected \(target)"
                        : "item \(item)'s content never rendered")
            await ProbeScreenDriver.pop(screen, from: context.navigation)
        }
    }
#endif
