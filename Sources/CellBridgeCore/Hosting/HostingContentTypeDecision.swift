/// What a hosting cell does with new content, given the content type it hosts already.
public enum HostingContentTypeDecision: Hashable, Sendable {
    /// No slot yet: create one typed by the new content.
    case createSlot
    /// Same content type: replace the root view on the existing controller.
    case reuseSlot
    /// Another content type: a broken routing contract. Assert with `message` in debug builds;
    /// in release builds release the old slot (leaving its parent properly) and create a new one.
    case replaceSlot(message: String)
}
