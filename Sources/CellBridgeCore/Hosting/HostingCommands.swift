/// The commands one ``HostingEvent`` produces, in order, stored inline.
///
/// An event never produces more than nine commands (a reconfigure that moves to a new parent
/// while the cell appears: the root-view swap, four containment steps, an appearance
/// transition's two and the two re-measuring steps), so they are kept in place instead of in an
/// array: the shell runs several events per cell on every scroll step, and none of them allocates.
///
/// ```swift
/// for command in lifecycle.handle(.willDisplay) { run(command) }
/// ```
public struct HostingCommands: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral,
    CustomStringConvertible
{
    /// The most commands one event can produce.
    public static let capacity = 9

    public private(set) var count = 0
    private var c0 = HostingCommand.forceLayout
    private var c1 = HostingCommand.forceLayout
    private var c2 = HostingCommand.forceLayout
    private var c3 = HostingCommand.forceLayout
    private var c4 = HostingCommand.forceLayout
    private var c5 = HostingCommand.forceLayout
    private var c6 = HostingCommand.forceLayout
    private var c7 = HostingCommand.forceLayout
    private var c8 = HostingCommand.forceLayout

    public init() {}

    public init(arrayLiteral elements: HostingCommand...) {
        for element in elements { append(element) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> HostingCommand {
        precondition(position >= 0 && position < count, "HostingCommands index \(position) out of range")
        switch position {
        case 0: return c0
        case 1: return c1
        case 2: return c2
        case 3: return c3
        case 4: return c4
        case 5: return c5
        case 6: return c6
        case 7: return c7
        default: return c8
        }
    }

    /// Adds a command; more than ``capacity`` is a bug in the core, caught in debug builds.
    public mutating func append(_ command: HostingCommand) {
        assert(count < Self.capacity, "a hosting event produced more than \(Self.capacity) commands")
        switch count {
        case 0: c0 = command
        case 1: c1 = command
        case 2: c2 = command
        case 3: c3 = command
        case 4: c4 = command
        case 5: c5 = command
        case 6: c6 = command
        case 7: c7 = command
        case 8: c8 = command
        default: return
        }
        count += 1
    }

    public static func == (lhs: HostingCommands, rhs: HostingCommands) -> Bool {
        lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for command in self { hasher.combine(command) }
    }

    public var description: String { "[" + map { "\($0)" }.joined(separator: ", ") + "]" }
}
