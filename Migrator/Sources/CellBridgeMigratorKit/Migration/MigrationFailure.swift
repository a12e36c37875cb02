/// Why a migration was refused, worded as what to do instead. Nothing is written (exit status 3).
struct MigrationFailure: Error, Sendable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
