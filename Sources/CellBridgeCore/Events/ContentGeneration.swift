/// A stamp telling apart the successive contents one reused cell has shown.
public struct ContentGeneration: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: ContentGeneration, rhs: ContentGeneration) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { "generation \(rawValue)" }
}
