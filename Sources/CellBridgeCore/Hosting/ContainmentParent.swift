/// Which view controller a hosting controller becomes a child of: always the nearest view
/// controller above the view it is in, whatever parent the app gave.
///
/// UIKit enforces it. When a controller whose view is already in a hierarchy is added as a child,
/// UIKit walks up from that view to the first view a controller owns and requires that controller
/// to be the parent: anything else throws `UIViewControllerHierarchyInconsistency` (Apple's
/// `hierarchyInconsistencyException`: "this consistency check is also performed when a view
/// controller is added as a child by calling addChild"). A hosting cell's controller leaves its
/// screen when its cell ends display and joins it again with its view still in the cell, so a
/// given parent that is not that nearest controller (a navigation or page container, a screen
/// whose list sits in a child controller) would crash there. Epoxy's hosting view takes the same
/// rule (`superview.next(UIViewController.self)`). A parent the app gave is kept for what it is
/// right about, presenting and pushing from the cell's content, and a mismatch is reported once.
///
/// ```swift
/// ContainmentParent.choose(nearest: list, given: container)   // .init(parent: list, givenDiffers: true)
/// ContainmentParent.choose(nearest: nil, given: screen)       // .init(parent: nil, givenDiffers: false): wait
/// ```
public struct ContainmentParent: Hashable, Sendable {
    /// The parent to join now; nil while the view is in no controller's hierarchy (inside
    /// `cellForItemAt`): the slot tries again on the next superview, window or measure.
    public var parent: ParentID?
    /// True when the app gave another parent than the nearest one: worth saying once.
    public var givenDiffers: Bool

    public init(parent: ParentID?, givenDiffers: Bool) {
        self.parent = parent
        self.givenDiffers = givenDiffers
    }

    public static func choose(nearest: ParentID?, given: ParentID?) -> ContainmentParent {
        guard let nearest else { return ContainmentParent(parent: nil, givenDiffers: false) }
        return ContainmentParent(parent: nearest, givenDiffers: given.map { $0 != nearest } ?? false)
    }
}
