/// Orders screens the way the migration articles do: leaf screens first (detail views that show no list), then
/// list screens, navigation last (UIKit's containers stay until most screens are SwiftUI). Within a stage a screen
/// comes after the screens it navigates to (their height in the navigation graph: a screen that leads nowhere is
/// 0), so a pushed detail is migrated before the list that pushes it; then, among equals, the screen with more
/// cells first (more of the app moves at once), then by name.
public enum ScreenPlanner {
    public static func ordered(_ screens: [ScreenUsage]) -> [ScreenUsage] {
        let byName = Dictionary(screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var heights: [String: Int] = [:]
        var visiting: Set<String> = []
        func height(_ name: String) -> Int {
            if let known = heights[name] { return known }
            // A cycle (a list that pushes a detail that pushes the list): the edge back does not count.
            guard visiting.insert(name).inserted, let screen = byName[name] else { return 0 }
            let below = screen.destinations.filter { byName[$0] != nil && !visiting.contains($0) }.map(height).max()
            visiting.remove(name)
            let result = below.map { $0 + 1 } ?? 0
            heights[name] = result
            return result
        }
        // In name order, so a cycle is always cut at the same edge.
        for name in byName.keys.sorted() { _ = height(name) }
        let sorted = screens.sorted { lhs, rhs in
            (lhs.stage, heights[lhs.name] ?? 0, -lhs.cellNames.count, lhs.name)
                < (rhs.stage, heights[rhs.name] ?? 0, -rhs.cellNames.count, rhs.name)
        }
        return sorted.enumerated().map { index, screen in
            var ordered = screen
            ordered.order = index + 1
            return ordered
        }
    }
}
