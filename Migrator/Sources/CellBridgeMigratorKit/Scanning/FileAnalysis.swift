/// What reading one file produced: facts, cells, a deployment target, or the reason it was skipped.
struct FileAnalysis: Sendable, Equatable, Codable {
    var swiftFacts: SwiftSourceFacts?
    var interfaceBuilderCells: [InterfaceBuilderCell] = []
    var deploymentTarget: DeploymentTarget?
    /// Targets a `.pbxproj` or `Package.swift` declares, with the files they compile.
    var buildTargets: [BuildTarget] = []
    var problem: InputProblem?
    /// `// cellbridge:disable…` comments of a Swift file.
    var suppressions: SuppressionComments?
}
