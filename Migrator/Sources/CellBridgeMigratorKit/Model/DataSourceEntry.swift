/// A `cellForItemAt` / `cellForRowAt` implementation and how much it knows about feature cells.
/// A shared data source that stays generic references no feature cell type at all.
public struct DataSourceEntry: Sendable, Hashable, Codable {
    public var file: String
    public var line: Int
    public var typeName: String
    /// `cellForItemAt` or `cellForRowAt`.
    public var method: String
    /// How many of the app's own cell types the method names.
    public var cellTypesReferenced: Int
    /// Whether it branches on the item's cell type (a switch or casts to several feature cells).
    public var switchesOnCellTypes: Bool
    public var verdict = DataSourceVerdict.generic
    /// The screens that use it (the types that instantiate or assign it, its subclasses), for the plan's order.
    public var users: [String] = []

    public init(
        file: String, line: Int, typeName: String, method: String, cellTypesReferenced: Int,
        switchesOnCellTypes: Bool
    ) {
        self.file = file
        self.line = line
        self.typeName = typeName
        self.method = method
        self.cellTypesReferenced = cellTypesReferenced
        self.switchesOnCellTypes = switchesOnCellTypes
    }
}
