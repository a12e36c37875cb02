/// The commands one ``HostingEvent`` produces, in order, stored inline in 24 bytes.
///
/// An event never produces more than nine commands (a reconfigure that moves to a new parent
/// while the cell appears: the root-view swap, four containment steps, an appearance
/// transition's two and the two re-measuring steps), and never names more than one parent (the
/// one it attaches to). So each command is a 4-bit code in one 64-bit word and the parent is
/// stored once: the shell runs several events per cell on every scroll step, and none of them
/// allocates or copies more than three words.
///
/// ```swift
/// for command in lifecycle.handle(.willDisplay(parent: nil)) { run(command) }
/// ```
public struct HostingCommands: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral,
    CustomStringConvertible
{
    /// The most commands one event can produce.
    public static let capacity = 9

    public private(set) var count = 0
    /// Command codes, 4 bits each, the first in the lowest bits.
    private var codes: UInt64 = 0
    /// The parent of the `addChild` / `didMoveToParent` commands, when there are any.
    private var parent = ParentID(rawValue: 0)

    public init() {}

    public init(arrayLiteral elements: HostingCommand...) {
        for element in elements { append(element) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> HostingCommand {
        precondition(position >= 0 && position < count, "HostingCommands index \(position) out of range")
        return Self.command(code: UInt8(truncatingIfNeeded: codes >> UInt64(position * 4)) & 0xF, parent: parent)
    }

    /// Adds a command; more than ``capacity``, or a second parent, is a bug in the core, caught in
    /// debug builds.
    public mutating func append(_ command: HostingCommand) {
        assert(count < Self.capacity, "a hosting event produced more than \(Self.capacity) commands")
        guard count < Self.capacity else { return }
        switch command {
        case .addChild(let newParent), .didMoveToParent(let newParent):
            assert(
                !contains(where: \.namesParent) || parent == newParent, "a hosting event named two parents")
            parent = newParent
        default:
            break
        }
        codes |= UInt64(Self.code(of: command)) << UInt64(count * 4)
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

    // MARK: Private

    private static func code(of command: HostingCommand) -> UInt8 {
        switch command {
        case .createController: return 0
        case .addChild: return 1
        case .addView: return 2
        case .didMoveToParent: return 3
        case .replaceRootView: return 4
        case .forceLayout: return 5
        case .invalidateIntrinsicSize: return 6
        case .beginAppearanceTransition(let isAppearing): return isAppearing ? 7 : 8
        case .endAppearanceTransition: return 9
        case .willMoveToNilParent: return 10
        case .removeView: return 11
        case .removeFromParent: return 12
        }
    }

    private static func command(code: UInt8, parent: ParentID) -> HostingCommand {
        switch code {
        case 0: return .createController
        case 1: return .addChild(parent)
        case 2: return .addView
        case 3: return .didMoveToParent(parent)
        case 4: return .replaceRootView
        case 5: return .forceLayout
        case 6: return .invalidateIntrinsicSize
        case 7: return .beginAppearanceTransition(isAppearing: true)
        case 8: return .beginAppearanceTransition(isAppearing: false)
        case 9: return .endAppearanceTransition
        case 10: return .willMoveToNilParent
        case 11: return .removeView
        default: return .removeFromParent
        }
    }
}

extension HostingCommand {
    /// True for the commands that carry a parent.
    fileprivate var namesParent: Bool {
        switch self {
        case .addChild, .didMoveToParent: return true
        default: return false
        }
    }
}
