/// The cell's own look, set on the cell or its content view rather than on an outlet: its background colour,
/// corner radius and border (`contentView.layer.cornerRadius = 12` in `awakeFromNib`, `contentView
/// .backgroundColor = tint` in the configure). In SwiftUI it belongs to the view, not to the place that
/// dequeues the cell (a CellBridge bridge dequeues it there later), so it becomes modifiers on the view's root:
/// `.background(…)`, `.cornerRadius(…)`, `.overlay(RoundedRectangle(…).stroke(…))`.
enum CellLook {
    /// `cornerRadius` for `contentView.layer.cornerRadius`, `self.layer.cornerRadius` or `layer.cornerRadius`;
    /// `clip` for what only makes the corner clip (`masksToBounds`, `clipsToBounds`), which `.cornerRadius`
    /// does anyway; nil for anything else.
    static func key(of target: String) -> String? {
        var name = target.replacingOccurrences(of: "self.", with: "")
        for prefix in ["contentView.", "layer."] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        if name.hasPrefix("layer.") { name.removeFirst("layer.".count) }
        switch name {
        case "backgroundColor", "cornerRadius", "borderWidth", "borderColor": return name
        case "masksToBounds", "clipsToBounds": return "clip"
        default: return nil
        }
    }

    /// The root's modifiers for `look` (key → the value's expression, mapped for the view).
    static func modifiers(_ look: [String: String]) -> [String] {
        let drawn = look.filter { $0.key != "clip" }
        guard !drawn.isEmpty else { return [] }
        // The row's full width: the look is the whole cell's, not the content's.
        var result = [".frame(maxWidth: .infinity)"]
        if let background = look["backgroundColor"] {
            result.append(".background(\(CellBindingReader.color(background)))")
        }
        if let radius = look["cornerRadius"] {
            result.append(".cornerRadius(\(radius))")
        }
        if let width = look["borderWidth"] {
            // UIKit's layer border is black unless given a colour; a CGColor is drawn from the UIColor it came from.
            let stroke = look["borderColor"].map { color(fromCGColor: $0) } ?? "Color.black"
            result.append(
                ".overlay(RoundedRectangle(cornerRadius: \(look["cornerRadius"] ?? "0")).stroke(\(stroke), lineWidth: \(width)))"
            )
        }
        return result
    }

    /// `Color(UIColor.separator)` for `UIColor.separator.cgColor` or `.separator.cgColor`.
    private static func color(fromCGColor expression: String) -> String {
        var uiColor = expression
        if uiColor.hasSuffix(".cgColor") { uiColor.removeLast(".cgColor".count) }
        if uiColor.hasPrefix(".") { uiColor = "UIColor" + uiColor }
        return "Color(\(uiColor))"
    }
}
