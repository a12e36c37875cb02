import CellBridgeCore
import Foundation
import XCTest

/// `HostingCommands` keeps its commands in ``HostingCommands/capacity`` inline slots, so its bounds
/// are checked by hand: reading outside them must trap rather than hand back a stale command, and
/// one command too many (a bug in the core) must trap in debug builds rather than vanish. A trap ends the process, so
/// each case runs in a child process: this test binary, asked to run only ``testTrapCase``.
final class HostingCommandsBoundsTests: XCTestCase {
    private static let caseVariable = "CELLBRIDGE_TRAP_CASE"

    /// The cases a child process runs; each ends in a trap when the bounds are kept.
    private static func run(case name: String) {
        switch name {
        case "readAtEnd":
            let commands: HostingCommands = [.createController, .addView]
            _ = commands[2]
        case "readBeforeStart":
            let commands: HostingCommands = [.createController]
            _ = commands[-1]
        case "readLast":
            let commands: HostingCommands = [.createController, .addView]
            XCTAssertEqual(commands[1], .addView)
        case "appendOneTooMany":
            var commands = HostingCommands()
            for _ in 0...HostingCommands.capacity { commands.append(.forceLayout) }
        default:
            XCTFail("no trap case \(name)")
        }
    }

    func testReadingAtTheEndTraps() throws {
        XCTAssertEqual(try Self.outcome(of: "readAtEnd"), .trapped(message: "HostingCommands index 2 out of range"))
    }

    func testReadingBeforeTheStartTraps() throws {
        XCTAssertEqual(
            try Self.outcome(of: "readBeforeStart"), .trapped(message: "HostingCommands index -1 out of range"))
    }

    func testOneCommandTooManyTrapsInDebugBuilds() throws {
        var assertionsOn = false
        assert(
            {
                assertionsOn = true
                return true
            }())
        try XCTSkipUnless(assertionsOn, "assertions are off in this build")
        XCTAssertEqual(
            try Self.outcome(of: "appendOneTooMany"),
            .trapped(message: "a hosting event produced more than \(HostingCommands.capacity) commands"))
    }

    /// The check on the checker: a child that reads inside the bounds is not reported as trapped.
    func testReadingTheLastCommandDoesNotTrap() throws {
        XCTAssertEqual(try Self.outcome(of: "readLast"), .exited(status: 0))
    }

    /// Runs the case named by the environment; only ever started by ``outcome(of:)``.
    func testTrapCase() throws {
        guard let name = ProcessInfo.processInfo.environment[Self.caseVariable] else {
            throw XCTSkip("runs only in the child process of a bounds test")
        }
        Self.run(case: name)
    }

    // MARK: Private

    private enum Outcome: Equatable {
        case trapped(message: String)
        case exited(status: Int32)
    }

    /// Runs `name` in a child process: the message it trapped with, or how it exited.
    private static func outcome(of name: String) throws -> Outcome {
        #if os(Linux)
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            child.arguments = ["CellBridgeCoreTests.HostingCommandsBoundsTests/testTrapCase"]
            child.environment = ProcessInfo.processInfo.environment.merging([
                caseVariable: name, "SWIFT_BACKTRACE": "enable=no",
            ]) { $1 }
            let errors = Pipe()
            child.standardError = errors
            child.standardOutput = FileHandle.nullDevice
            try child.run()
            let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            child.waitUntilExit()
            guard child.terminationReason == .uncaughtSignal else { return .exited(status: child.terminationStatus) }
            for marker in ["Precondition failed: ", "Assertion failed: ", "Fatal error: "] {
                if let range = output.range(of: marker) {
                    let message = output[range.upperBound...].prefix { $0 != "\n" }
                    return .trapped(message: String(message))
                }
            }
            return .trapped(message: output)
        #else
            throw XCTSkip("trap tests start the test binary itself, which only Linux XCTest allows as is")
        #endif
    }
}
