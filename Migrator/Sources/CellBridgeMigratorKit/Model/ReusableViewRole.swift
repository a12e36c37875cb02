/// What a reusable view is to its list: a cell, or a header or footer (`UITableViewHeaderFooterView`, a
/// `UICollectionReusableView` supplementary view). CellBridge hosts SwiftUI in both, so both are migration work;
/// the JSON lists them apart (`cells`, `headerFooterViews`) so a count of cells stays a count of cells.
public enum ReusableViewRole: String, Sendable, Codable, CaseIterable {
    case cell
    case headerFooter
}
