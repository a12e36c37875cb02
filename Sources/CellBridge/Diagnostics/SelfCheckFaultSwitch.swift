#if canImport(UIKit) && DEBUG
    import UIKit

    /// Debug builds only: the fault the device self-check switched on, so that the check guarding
    /// against it can be shown to FAIL (`scripts/selfcheck-simulators --prove`).
    ///
    /// The demo app is launched with `-CellBridgeSelfCheckFault <name>`; the names, and the check
    /// each one must break, are in `scripts/selfcheck/manifest.txt`. Each hook is one line inside
    /// `#if DEBUG`, at the UIKit command the fault corrupts, and reads ``isOn(_:)`` with the name
    /// spelled out, so `scripts/check-selfcheck-faults` can find every hook on Linux. Release builds
    /// have neither this type nor any hook; a debug build launched without the argument reads the
    /// launch arguments once and then compares one optional string per hook.
    enum SelfCheckFaultSwitch {
        /// The launch argument, as the self-check (`SelfCheckFault`) and the runner spell it.
        static let argument = "-CellBridgeSelfCheckFault"

        /// The fault this launch switched on: the value after the last ``argument``, read once.
        private static let active: String? = {
            let arguments = ProcessInfo.processInfo.arguments
            guard let flag = arguments.lastIndex(of: argument), arguments.indices.contains(flag + 1) else {
                return nil
            }
            return arguments[flag + 1]
        }()

        /// True when this launch switched on the fault `name`.
        static func isOn(_ name: String) -> Bool {
            active == name
        }

        /// Lays `view` and what it hosts out at 0×0 once, then gives it its size back: the layout
        /// a hosted view must never get (Epoxy PR #137).
        @MainActor
        static func layOutAtZeroSize(_ view: UIView) {
            let size = view.bounds.size
            view.bounds.size = .zero
            view.layoutIfNeeded()
            view.bounds.size = size
            view.setNeedsLayout()
        }

        /// `body` to run on a global queue instead of where it was meant to run.
        static func offMainQueue(_ body: @escaping () -> Void) -> () -> Void {
            let handed = HandedOver(body)
            return { DispatchQueue.global().async { handed.value() } }
        }

        /// `actions` whose handlers get `indexPath`, where the row was when UIKit asked for them,
        /// instead of the index path CellBridge resolves when they fire.
        @MainActor
        static func pinned(_ actions: [CellSwipeAction], to indexPath: IndexPath) -> [CellSwipeAction] {
            actions.map { action in
                var pinned = action
                let handler = action.handler
                pinned.handler = { _ in handler(indexPath) }
                return pinned
            }
        }

        /// Where each displayed cell was when it was last displayed, kept by ``remember(_:of:)``.
        @MainActor private static var positionsAtDisplay: [ObjectIdentifier: IndexPath] = [:]

        /// Keeps `indexPath` as where `cell` is, until it is displayed again.
        @MainActor
        static func remember(_ indexPath: IndexPath, of cell: UIView) {
            positionsAtDisplay[ObjectIdentifier(cell)] = indexPath
        }

        /// Where `cell` was when it was last displayed, whatever happened to its row since.
        @MainActor
        static func positionAtDisplay(of cell: UIView?) -> IndexPath? {
            cell.flatMap { positionsAtDisplay[ObjectIdentifier($0)] }
        }

        /// Clears `cell`'s own background, both ways UIKit draws it: its colour and its background
        /// configuration (where a grouped table's card and the selection are drawn).
        @MainActor
        static func clearBackground(of cell: UIView) {
            cell.backgroundColor = .clear
            (cell as? UITableViewCell)?.backgroundConfiguration = .clear()
            (cell as? UICollectionViewCell)?.backgroundConfiguration = .clear()
        }

        /// Turns off iOS 16's self-sizing invalidation in the collection or table view around
        /// `view`, as a library that switched it off for its container would: Apple's
        /// `UIHostingConfiguration` resizes its cell by itself through it.
        @MainActor
        static func stopSelfSizing(around view: UIView?) {
            guard #available(iOS 16.0, tvOS 16.0, *), let view else { return }
            view.enclosing(UICollectionView.self)?.selfSizingInvalidation = .disabled
            view.enclosing(UITableView.self)?.selfSizingInvalidation = .disabled
        }
    }
#endif
