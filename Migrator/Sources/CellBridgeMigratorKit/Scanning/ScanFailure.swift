/// Why a scan could not run at all (exit status 3). Problems with single files are `InputProblem`s
/// instead and do not stop the scan.
public struct ScanFailure: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
