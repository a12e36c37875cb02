#if canImport(UIKit)
    /// The fault switch of a self-check launch: `-CellBridgeSelfCheckFault <name>` asks a Debug
    /// build of CellBridge to misbehave in the one way `name` describes, so that the check guarding
    /// against it must FAIL (`scripts/selfcheck-simulators --prove`). The fault each check must
    /// catch is named in `scripts/selfcheck/manifest.txt`.
    ///
    /// The self-check only reads the name and announces it (`CELLBRIDGE-SELFCHECK-FAULT name=…`),
    /// so a runner can tell that the argument arrived; the misbehaviour itself is CellBridge's: its
    /// Debug builds read the same argument (`SelfCheckFaultSwitch`, internal) at one hook per fault,
    /// which `scripts/check-selfcheck-faults` finds on Linux. Release builds have no hooks.
    enum SelfCheckFault {
        static let argument = "-CellBridgeSelfCheckFault"

        /// The fault `arguments` switch on, if any: the value after the last ``argument``.
        static func name(in arguments: [String]) -> String? {
            guard let flag = arguments.lastIndex(of: argument) else { return nil }
            let value = arguments.index(after: flag)
            return arguments.indices.contains(value) ? arguments[value] : ""
        }
    }
#endif
