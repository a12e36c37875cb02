#if canImport(UIKit)
    import CellBridge
    import OSLog

    /// Hosts probes and probe headers, then reads back the "Hosted configure" signposts CellBridge
    /// emitted meanwhile and checks that each one's message is the name of a SwiftUI view type the
    /// run hosted, not garbage (`%s` with a Swift `String` printed garbage or faulted).
    struct SignpostScenario: SelfCheckScenario {
        let id: String

        enum Check: String, SelfCheckName {
            case namesReadable = "names-readable"
        }

        func run(_ context: SelfCheckContext) async {
            let name = "signpost names readable"
            let started = Date()
            let recorder = ProbeRecorder()
            let sections = (0..<6).map { section in
                ProbeSection(
                    header: ProbeHeaderViewModel(section: section, recorder: recorder),
                    items: (0..<4).map { ProbeViewModel(id: section * 4 + $0, recorder: recorder) })
            }
            let screen = ProbeCollectionScreen(layout: .list, rendering: .bridge(.automatic), sections: sections)
            _ = await ProbeScreenDriver.push(screen, on: context.navigation)
            await ProbeScreenDriver.scroll(screen.scrollView, toEnd: true, afterLayout: {}, afterStep: {})
            await ProbeScreenDriver.pop(screen, from: context.navigation)
            let hostedTypes: Set = [String(describing: ProbeView.self), String(describing: ProbeHeader.self)]
            guard #available(iOS 15.0, *) else {
                context.report.skip(
                    Check.namesReadable, name, because: "OSLogStore can read the process's own log from iOS 15")
                return
            }
            let messages: [String]
            do {
                let store = try OSLogStore(scope: .currentProcessIdentifier)
                messages = try store.getEntries(at: store.position(date: started))
                    .compactMap { $0 as? OSLogEntrySignpost }
                    .filter {
                        // Only the interval's begin carries the message; its end has none.
                        $0.subsystem == "CellBridge" && $0.signpostName == "Hosted configure"
                            && $0.signpostType == .intervalBegin
                    }
                    .map(\.composedMessage)
            } catch {
                context.report.skip(
                    Check.namesReadable, name,
                    because: "the log store could not be read (\(error.localizedDescription))")
                return
            }
            guard !messages.isEmpty else {
                context.report.skip(
                    Check.namesReadable, name,
                    because: "no CellBridge signposts in the process's log store; record the app with Instruments' "
                        + "Points of Interest and read the \"Hosted configure\" intervals' names there")
                return
            }
            let readable = messages.filter { hostedTypes.contains($0) }.count
            let others = messages.filter { !hostedTypes.contains($0) }.prefix(3).map { "'\($0)'" }
            context.report.check(
                Check.namesReadable,
                "\(name) (\(readable) of \(messages.count) \"Hosted configure\" signposts named "
                    + "\(hostedTypes.sorted().joined(separator: " or ")))",
                readable == messages.count,
                "first others: \(others.joined(separator: ", "))")
        }
    }
#endif
