// The `cellbridge` executable: everything lives in CellBridgeMigratorKit so it can be tested; this
// file only connects it to the process's arguments, streams and exit status.
import CellBridgeMigratorKit
import Foundation

let command = CellBridgeCommand(
    standardOutput: { text in print(text, terminator: "") },
    standardError: { text in FileHandle.standardError.write(Data(text.utf8)) }
)
let status = command.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
