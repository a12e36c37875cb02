/// An inline SVG bar chart of migration progress: one stacked bar per group, hosted cells first,
/// then remaining low, medium and high risk. Inline so the report needs no network or scripts.
enum ProgressChartSVG {
    static let hostedColor = "#2e9d5b"
    static let lowColor = "#9db8d9"
    static let mediumColor = "#e8a33d"
    static let highColor = "#d1495b"

    static func render(_ groups: [ProgressBreakdown], title: String) -> String {
        let labelWidth = 190
        let barWidth = 560
        let rowHeight = 30
        let top = 8
        let height = top + max(groups.count, 1) * rowHeight + 40
        let width = labelWidth + barWidth + 90
        let maximum = max(groups.map(\.total).max() ?? 1, 1)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) \(height)" width="100%" role="img" \
            aria-label="\(HTMLText.escape(title))">
            <title>\(HTMLText.escape(title))</title>

            """
        for (index, group) in groups.enumerated() {
            let y = top + index * rowHeight
            let label = group.name.count > 26 ? String(group.name.prefix(25)) + "…" : group.name
            svg +=
                "<text x=\"\(labelWidth - 10)\" y=\"\(y + 15)\" text-anchor=\"end\" class=\"chart-label\">"
                + "\(HTMLText.escape(label))</text>\n"
            var x = labelWidth
            let segments = [
                (group.hosted, hostedColor, "hosted"), (group.remainingLow, lowColor, "low risk"),
                (group.remainingMedium, mediumColor, "medium risk"), (group.remainingHigh, highColor, "high risk"),
            ]
            for (count, color, name) in segments where count > 0 {
                let segmentWidth = count * barWidth / maximum
                svg +=
                    "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(segmentWidth)\" height=\"20\" rx=\"3\" fill=\"\(color)\">"
                    + "<title>\(HTMLText.escape(group.name)): \(count) \(name)</title></rect>\n"
                x += segmentWidth
            }
            svg += "<text x=\"\(x + 8)\" y=\"\(y + 15)\" class=\"chart-value\">\(group.hosted)/\(group.total)</text>\n"
        }
        let legendY = top + max(groups.count, 1) * rowHeight + 14
        var legendX = labelWidth
        for (name, color) in [
            ("hosted", hostedColor), ("low", lowColor), ("medium", mediumColor), ("high risk", highColor),
        ] {
            svg += "<rect x=\"\(legendX)\" y=\"\(legendY)\" width=\"12\" height=\"12\" rx=\"2\" fill=\"\(color)\"/>"
            svg += "<text x=\"\(legendX + 18)\" y=\"\(legendY + 11)\" class=\"chart-label\">\(name)</text>\n"
            legendX += 110
        }
        return svg + "</svg>"
    }
}
