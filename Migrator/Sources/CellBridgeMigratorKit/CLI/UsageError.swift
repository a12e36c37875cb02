/// A command-line mistake, with the command it concerns so the message can point at its help.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var command: String?

    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    public var description: String {
        let help = command.map { "cellbridge help \($0)" } ?? "cellbridge --help"
        return "error: \(message)\nRun '\(help)' for usage."
    }
}
