#if canImport(UIKit)
    import UIKit

    /// A hosting slot with its content type erased, so a cell can hold "its slot" without being
    /// generic itself.
    @MainActor
    protocol HostingSlotDriving: AnyObject {
        var currentParent: UIViewController? { get }
        func hierarchyChanged()
        func windowChanged(isInWindow: Bool)
        func willMeasure()
        func willDisplay()
        func didEndDisplaying()
        func prepareForReuse()
        func contentRequestedResize()
        func release()
    }

    extension HostingSlot: HostingSlotDriving {}
#endif
