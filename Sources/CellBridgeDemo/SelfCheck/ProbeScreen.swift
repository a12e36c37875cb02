#if canImport(UIKit)
    import UIKit

    /// A screen of probe items the self-check drives: a real collection or table view, scrolled,
    /// updated and left the way a user would. What every such screen keeps is in
    /// ``ProbeScreenController``; this is what differs by container.
    @MainActor
    protocol ProbeScreen: ProbeScreenController {
        /// The scroll view showing the items.
        var scrollView: UIScrollView { get }
        /// Whether SwiftUI content is hosted by view controllers here: false on the iOS 16+
        /// `UIHostingConfiguration` path, which has none, so checks on them have no subject.
        var hostsViewControllers: Bool { get }
        /// Inserts `newItems` at the top of the first section, animated the way an app's update is.
        func insertAtTop(_ newItems: [ProbeViewModel])
        /// Inserts `newSections` above the first section, animated the way an app's update is.
        func insertSectionsAtTop(_ newSections: [ProbeSection])
        /// Reconfigures the item at `indexPath` after its view model changed, as an app does on
        /// that OS (a reconfigure from iOS 15, a reload before).
        func reconfigureItem(at indexPath: IndexPath)
        /// Every visible cell and its index path.
        func visibleCells() -> [(indexPath: IndexPath, view: UIView)]
        /// Every visible section header and its section.
        func visibleHeaders() -> [(section: Int, view: UIView)]
    }
#endif
