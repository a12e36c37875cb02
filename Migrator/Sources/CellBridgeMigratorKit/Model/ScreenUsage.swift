/// A screen (a view controller or data source type, or a storyboard scene) and the cells it
/// registers, so the report can show migration progress per screen.
public struct ScreenUsage: Sendable, Hashable, Codable {
    public var name: String
    public var file: String
    public var cellNames: [String]

    public init(name: String, file: String, cellNames: [String]) {
        self.name = name
        self.file = file
        self.cellNames = cellNames
    }
}
