/// The identity of a parent view controller, without holding it.
///
/// The core never sees a `UIViewController`; the shell hands in `ParentID(controller)` and
/// keeps its own weak reference, so the core can tell "same parent", "another parent" and
/// "no parent" apart and never keeps a controller alive.
public struct ParentID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The identity of `object` for as long as it lives.
    public init(_ object: AnyObject) {
        rawValue = UInt(bitPattern: ObjectIdentifier(object).hashValue)
    }

    public var description: String { "parent#\(rawValue)" }
}
