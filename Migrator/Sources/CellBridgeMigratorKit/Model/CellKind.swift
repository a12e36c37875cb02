/// Which UIKit list a cell belongs to; the migration path differs (`HostingCollectionViewCell` versus
/// `HostingTableViewCell`).
public enum CellKind: String, Sendable, Codable, CaseIterable {
    case collection
    case table
}
