/// What a data source's `cellForItemAt`/`cellForRowAt` is, for the migration: the articles' generic shared data
/// source dequeues by an identifier the item gives (`viewModel.className`) and names no feature cell.
public enum DataSourceVerdict: String, Sendable, Codable, CaseIterable {
    /// Branches between feature cell types: every migrated cell adds a case here.
    case switchesOnCellTypes
    /// Names feature cells without branching between them (one screen's own data source, one cell type).
    case namesCellTypes
    /// Names no feature cell and dequeues by an identifier computed from the item: the articles' generic shape.
    case generic
    /// Names no feature cell and only dequeues UIKit's own cells (`UITableViewCell(style:…)`, a literal identifier
    /// no app cell has): nothing to migrate here, and nothing generic either.
    case stockCellsOnly
}
