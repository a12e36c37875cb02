/// Whether a hosting controller becomes a child of the screen's view controller.
///
/// Containment is what makes appearance callbacks, trait changes, the navigation item and
/// `presentationMode` reach the SwiftUI content, so it is the default. It also costs: Airbnb's
/// HorizonCalendar cut scrolling CPU by 35–40% by dropping it. `viewOnly` hosts the view
/// without a parent for content that needs none of that, and is also what a cell degrades to
/// while no parent can be found.
public enum ContainmentPolicy: Hashable, Sendable {
    case childViewController
    case viewOnly
}
