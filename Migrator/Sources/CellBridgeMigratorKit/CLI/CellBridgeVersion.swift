/// The tool's version, printed by `cellbridge --version` and in reports.
public enum CellBridgeVersion {
    public static let current = "0.1.0"
}
