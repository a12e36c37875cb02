/// The path patterns of `.cellbridge.json`: `/`-separated, relative to the scanned root; `*` matches
/// within one path component, `**` any number of components. A pattern matches a path, or any path
/// under it, so `Vendor` leaves out the whole folder.
enum PathPattern {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let patternParts = pattern.split(separator: "/").filter { $0 != "." }
        let pathParts = path.split(separator: "/")
        return matchPrefix(patternParts[...], pathParts[...])
    }

    /// Whether the pattern matches the whole path or a leading run of its components.
    private static func matchPrefix(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return true }
        if first == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if matchPrefix(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchesComponent(first, component) else { return false }
        return matchPrefix(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` wildcards within one component.
    static func matchesComponent(_ pattern: Substring, _ text: Substring) -> Bool {
        let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false)
        guard pieces.count > 1 else { return pattern == text }
        var rest = text
        guard let head = pieces.first, rest.hasPrefix(head) else { return false }
        rest = rest.dropFirst(head.count)
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        guard let tail = pieces.last else { return true }
        return rest.hasSuffix(tail) && rest.count >= tail.count
    }
}
