/// Decides from raw bytes whether a Swift file can contribute anything, before paying for a parse.
///
/// Parsing is the scan's cost (about 1.7 MB/s per core here); models, services and plain views never
/// mention any of these words, so most of an app is skipped after one `memmem` pass per word.
enum SourcePrefilter {
    /// Every rule and every cell fact is anchored on one of these spellings. `Cell` covers UIKit's cell
    /// classes, app cells, `CellRegistration` and CellBridge's hosting cells; `Hosting` covers both
    /// hosting APIs; `ViewRepresentable`/`ControllerRepresentable` the representables (not `RawRepresentable`,
    /// which generated model code is full of); `className` finds view models' reuse-identifier contract; `ataSource` (`dataSource`,
    /// `DataSource`) finds the screens that use a data source, which decides whether it is shared;
    /// `NavigationLink` finds the SwiftUI views whose links do nothing when hosted in a cell; `contentView` and
    /// `prepareForReuse` find cells whose file never says `Cell` (a subclass of an Objective-C base row), and
    /// `euseIdentifier` / `ellIdentifier` the declarations of their identifiers (`override class func
    /// reuseIdentifier()`, `static let cellIdentifier`).
    static let tokens: [[UInt8]] = [
        "Cell", "cellFor", "Hosting", "ViewRepresentable", "ControllerRepresentable", "StateObject", "NavigationStack",
        "NavigationView",
        "className", "ataSource", "NavigationLink", "contentView", "prepareForReuse", "euseIdentifier", "ellIdentifier",
    ].map { Array($0.utf8) }

    static func needsParse(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        tokens.contains { ByteSearch.contains(bytes, $0) }
    }
}
