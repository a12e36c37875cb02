/// Rates how risky moving a cell to SwiftUI is, with the reasons a reviewer can check.
///
/// The source articles' rule: a cell that is really a scrolling container (a horizontal lane) is the
/// worst first candidate, its hosted subtree is heavy and reconfigured on every scroll.
enum RiskAssessor {
    static let subviewThreshold = 10
    static let outletThreshold = 8

    /// `codeFacts` is what the class's code says (its Swift declaration, or its Objective-C implementation);
    /// `childControllers` the view controllers whose view it hosts, with the XIB of each.
    static func assess(
        interfaceBuilder: InterfaceBuilderCell?, codeFacts: SwiftTypeFacts?,
        childControllers: [(name: String, xib: String?)] = []
    ) -> (risk: RiskLevel, reasons: [String]) {
        var high: [String] = []
        var medium: [String] = []
        if let cell = interfaceBuilder {
            let fileKind = cell.isStoryboardPrototype ? "storyboard prototype" : "XIB"
            if let scrolling = cell.scrollingViewElement {
                high.append(
                    "its \(fileKind) puts a \(scrolling) inside the cell: really a horizontal lane (a scrolling "
                        + "container); migrate it last and profile it")
            }
            if cell.subviewCount > subviewThreshold {
                medium.append("\(cell.subviewCount) views in its \(fileKind)")
            }
            if cell.outletCount > outletThreshold {
                medium.append("\(cell.outletCount) outlets")
            }
            if cell.hasGestureRecognizers {
                medium.append("gesture recognizers in its \(fileKind)")
            }
        }
        if let facts = codeFacts {
            if let evidence = facts.scrollingViewEvidence, interfaceBuilder?.scrollingViewElement == nil {
                high.append(
                    "\(evidence): really a horizontal lane (a scrolling container); migrate it last and profile it")
            }
            if interfaceBuilder == nil, facts.subviewAdditions > subviewThreshold {
                medium.append("adds \(facts.subviewAdditions) subviews in code")
            }
            if interfaceBuilder == nil || (interfaceBuilder?.outletCount ?? 0) <= outletThreshold,
                facts.outletCount > outletThreshold
            {
                medium.append("\(facts.outletCount) outlets")
            }
            if facts.hasCustomDrawing {
                medium.append("custom drawing (overrides draw(_:))")
            }
            if facts.hasGestureRecognizers {
                medium.append("gesture recognizers in code")
            }
            if facts.hasTimers {
                medium.append("timers or display links")
            }
            if facts.hasTextView {
                medium.append("a UITextView inside (it sizes itself and keeps editing state across reuse)")
            }
        }
        for controller in childControllers {
            let layout = controller.xib.map { ", laid out in its own XIB \($0)" } ?? ""
            medium.append(
                "hosts the view of the child view controller \(controller.name)\(layout): migrate that controller's "
                    + "screen, then host it")
        }
        if !high.isEmpty {
            return (.high, high + medium)
        }
        if !medium.isEmpty {
            return (.medium, medium)
        }
        return (.low, [])
    }
}
