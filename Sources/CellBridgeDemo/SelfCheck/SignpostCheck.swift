#if canImport(UIKit)
    import CellBridge
    import OSLog

    /// Reads back the "Hosted configure" signposts CellBridge emitted during the run and checks that
    /// their message is the view type's name, not garbage (`%s` with a Swift `String` printed
    /// garbage or faulted).
    @MainActor
    enum SignpostCheck {
        static func run(since start: Date, expecting viewType: String, into report: SelfCheckReport) {
            let name = "signpost names readable"
            guard #available(iOS 15.0, *) else {
                report.skip(name, because: "OSLogStore can read the process's own log from iOS 15")
                return
            }
            let messages: [String]
            do {
                let store = try OSLogStore(scope: .currentProcessIdentifier)
                messages = try store.getEntries(at: store.position(date: start))
                    .compactMap { $0 as? OSLogEntrySignpost }
                    .filter {
                        // Only the interval's begin carries the message; its end has none.
                        $0.subsystem == "CellBridge" && $0.signpostName == "Hosted configure"
                            && $0.signpostType == .intervalBegin
                    }
                    .map(\.composedMessage)
            } catch {
                report.skip(name, because: "the log store could not be read (\(error.localizedDescription))")
                return
            }
            guard !messages.isEmpty else {
                report.skip(
                    name,
                    because: "no CellBridge signposts in the process's log store; record the app with Instruments' "
                        + "Points of Interest and read the \"Hosted configure\" intervals' names there")
                return
            }
            let readable = messages.filter { $0 == viewType }.count
            report.check(
                "\(name) (\(readable) of \(messages.count) \"Hosted configure\" signposts named \(viewType))",
                messages.allSatisfy { $0 == viewType },
                "first messages: \(messages.prefix(3).map { "'\($0)'" }.joined(separator: ", "))")
        }
    }
#endif
