#if canImport(UIKit)
    /// What the launch arguments ask the self-check for.
    ///
    /// - `-CellBridgeSelfCheck`: every scenario, one after the other, in this process (the way to
    ///   run it from Xcode).
    /// - `-CellBridgeSelfCheck -CellBridgeSelfCheckScenario ID`: the scenario `ID` alone, the way
    ///   `scripts/selfcheck-simulators` runs each one, so that a crash ends only its own run.
    /// - `-CellBridgeSelfCheck -CellBridgeSelfCheckList`: prints every scenario's id and check
    ///   count and runs nothing.
    ///
    /// `-CellBridgeSelfCheckFault NAME` may come with the first two (``SelfCheckFault``).
    enum SelfCheckLaunchMode: Equatable {
        case all
        case scenario(String)
        case list

        static let scenarioArgument = "-CellBridgeSelfCheckScenario"
        static let listArgument = "-CellBridgeSelfCheckList"

        init(arguments: [String]) {
            if arguments.contains(Self.listArgument) {
                self = .list
            } else if let flag = arguments.firstIndex(of: Self.scenarioArgument) {
                let value = arguments.index(after: flag)
                self = .scenario(arguments.indices.contains(value) ? arguments[value] : "")
            } else {
                self = .all
            }
        }
    }
#endif
