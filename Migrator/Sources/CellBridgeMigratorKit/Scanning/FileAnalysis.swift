/// What reading one file produced: facts, cells, a deployment target, or the reason it was skipped.
struct FileAnalysis: Sendable, Equatable, Codable {
    var swiftFacts: SwiftSourceFacts?
    var interfaceBuilderCells: [InterfaceBuilderCell] = []
    /// Storyboard scenes and the controller a XIB belongs to, for the navigation graph.
    var interfaceBuilderScenes: [InterfaceBuilderScene] = []
    /// `@interface Name : Superclass` declarations of a `.h`/`.m`/`.mm`.
    var objectiveCClasses: [ObjectiveCClass] = []
    var deploymentTarget: DeploymentTarget?
    /// Targets a `.pbxproj` or `Package.swift` declares, with the files they compile.
    var buildTargets: [BuildTarget] = []
    var problem: InputProblem?
    /// `// cellbridge:disable…` comments of a Swift file.
    var suppressions: SuppressionComments?
}
