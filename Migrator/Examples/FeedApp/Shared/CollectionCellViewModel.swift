import UIKit

// The app's reuse-identifier contract (every item names the cell that renders it) and its
// `ConfigurableCell` are CellBridge's own `CollectionCellViewModel` and `ConfigurableCell`: the app
// deleted its copies of the two protocols when it adopted CellBridge, as the migration guide says.

extension NSObject {
    static var className: String { String(describing: self) }
}
