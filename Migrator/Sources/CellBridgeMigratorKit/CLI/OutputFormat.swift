/// Output formats of `scan` and `lint`.
public enum OutputFormat: String, Sendable, CaseIterable {
    case text
    case json
    case html
}
