/// The identity of a SwiftUI content type, as a hosting cell compares it, free of SwiftUI.
///
/// A hosting cell's controller is typed by the content it hosts, so a cell can only reuse its
/// controller for the same content type. The shell hands the core `Content.self`; the core
/// compares identities (two types can share a printed name across modules) and keeps the name
/// for messages.
///
/// ```swift
/// HostedContentType(Int.self) == HostedContentType(Int.self)   // true
/// HostedContentType(Int.self).name                              // "Int"
/// ```
public struct HostedContentType: Hashable, Sendable, CustomStringConvertible {
    /// Tells types apart; equal only for the very same type.
    public let id: ObjectIdentifier
    /// The type as `String(describing:)` prints it, for messages and diagnostics.
    public let name: String

    public init(_ type: Any.Type) {
        id = ObjectIdentifier(type)
        name = String(describing: type)
    }

    public var description: String { name }
}
