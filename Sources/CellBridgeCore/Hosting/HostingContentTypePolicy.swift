/// Decides whether a hosting cell can keep its controller when configured with new content.
///
/// Cells are reused per reuse identifier, and the routing contract is one identifier per SwiftUI
/// view type (`className` is the view's type name). A cell configured with another type than the
/// one its controller hosts means that contract was broken: two view types share an identifier,
/// or a cell is used by hand for several types. The controller cannot take the other type, so
/// the cell says so loudly in debug builds and, in release builds, degrades by releasing the old
/// slot through the containment rules and hosting the new content in a new one.
///
/// ```swift
/// HostingContentTypePolicy.decision(hosting: nil, configuredWith: HostedContentType(BannerView.self))
/// // .createSlot
/// HostingContentTypePolicy.decision(hosting: HostedContentType(BannerView.self),
///                                   configuredWith: HostedContentType(ProfileView.self))
/// // .replaceSlot(message: "CellBridge: a hosting cell showing BannerView was configured with ProfileView. …")
/// ```
public enum HostingContentTypePolicy {
    /// The decision for content of type `configured` in a cell hosting `hosted` (nil: nothing yet).
    public static func decision(hosting hosted: HostedContentType?, configuredWith configured: HostedContentType)
        -> HostingContentTypeDecision
    {
        guard let hosted else { return .createSlot }
        if hosted == configured { return .reuseSlot }
        return .replaceSlot(
            message: "CellBridge: a hosting cell showing \(hosted.name) was configured with \(configured.name). "
                + "Register one reuse identifier per SwiftUI view type (className = the view's type name).")
    }
}
