#if canImport(UIKit)
    import UIKit

    /// The height check shared by cells and section headers: every view UIKit began to display
    /// must have its element's height when it is read, right after the layout pass that displayed
    /// it. Counts reuses (a view showing another element than before) apart from fresh views, since
    /// only reuses show the reuse bugs, and a run without any reuse saw nothing.
    @MainActor
    struct DisplayedHeightTally {
        /// What the elements are called in the lines: "item", "section".
        let unit: String
        /// What the views are called: "cell", "header".
        let kind: String
        let estimate: CGFloat
        /// The height an element's view must have; nil for an element the check does not know.
        let expectedHeight: (Int) -> CGFloat?
        /// The element's number in the lines (an item's id, a header's section).
        let number: (Int) -> Int

        private(set) var reuses = 0
        private(set) var fresh = 0
        private(set) var wrongHeights: [String] = []

        init(
            unit: String, kind: String, estimate: CGFloat, expectedHeight: @escaping (Int) -> CGFloat?,
            number: @escaping (Int) -> Int = { $0 }
        ) {
            self.unit = unit
            self.kind = kind
            self.estimate = estimate
            self.expectedHeight = expectedHeight
            self.number = number
        }

        /// Checks the views of `displays` now.
        mutating func check(_ displays: [DisplayTracker.Display]) {
            for display in displays {
                guard let expected = expectedHeight(display.element) else { continue }
                if display.previous == nil { fresh += 1 } else { reuses += 1 }
                let previous = display.previous.flatMap { element in
                    expectedHeight(element).map { (number(element), $0) }
                }
                if let problem = WrongHeight.describe(
                    actual: display.view.frame.height, expected: expected, estimate: estimate, previous: previous)
                {
                    let origin = previous.map { "reused from \(unit) \($0.0)" } ?? "a fresh \(kind)"
                    wrongHeights.append("\(unit) \(number(display.element)) (\(origin)): \(problem)")
                }
            }
        }

        /// Reports `check` as `text`, with the counts.
        func report<Name: SelfCheckName>(_ check: Name, _ text: String, into report: SelfCheckReport) {
            report.check(
                check, "\(text) (\(reuses) reuses for another \(unit), whose height differs; \(fresh) fresh \(kind)s)",
                wrongHeights.isEmpty && reuses > 0,
                reuses == 0
                    ? "no \(kind) was reused for another \(unit), so the check saw nothing"
                    : "\(wrongHeights.count) wrong: " + wrongHeights.prefix(3).joined(separator: "; "))
        }
    }
#endif
