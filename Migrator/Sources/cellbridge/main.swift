import CellBridgeMigratorKit

let report = try ProjectScanner().scan(path: CommandLine.arguments[1])
print(ScanJSONEncoder.encode(report))
for problem in report.problems { print(problem) }
