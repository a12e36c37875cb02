/// A screen (a view controller, a storyboard scene, or a type that registers or dequeues cells) with the cells
/// it shows and where it navigates, so the report can show progress per screen and the screen-level plan.
public struct ScreenUsage: Sendable, Hashable, Codable {
    public var name: String
    public var file: String
    public var cellNames: [String]
    /// Leaf, list or navigation: the migration articles' screen order.
    public var stage = ScreenStage.leaf
    /// The screens it pushes, presents, shows through a segue or contains, sorted.
    public var destinations: [String] = []
    /// 1-based position in the screen order; `nil` until the screen plan is made.
    public var order: Int?

    public init(name: String, file: String, cellNames: [String]) {
        self.name = name
        self.file = file
        self.cellNames = cellNames
    }
}
