/// Arranges the sibling views of a XIB container the way their constraints place them: siblings chained
/// leading-to-trailing are a row (`HStack`), top-to-bottom a column (`VStack`), views that truly overlap a
/// `ZStack`. Where no constraint relates two views, their frames in the XIB (which Interface Builder keeps in
/// step with the constraints) decide.
///
/// The arrangement is found by cutting: the views are split into the groups that sit one after another along
/// an axis (rows first, then columns), each group is arranged the same way, and what cannot be cut overlaps.
struct ConstraintLayout {
    enum Axis: Equatable {
        case horizontal
        case vertical
    }

    indirect enum Node: Equatable {
        /// One view of the XIB, by its index among the siblings.
        case view(Int)
        /// Groups one after another along `axis`; `spacerBefore` is the index of the group a `Spacer()` goes
        /// before (a view pinned to the far edge with a flexible gap).
        case stack(axis: Axis, children: [Node], spacing: Double, alignment: String?, spacerBefore: Int?)
        /// Views drawn over each other, in document order.
        case overlay([Node])
    }

    /// A view's place in its container.
    struct Frame: Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        var maxX: Double { x + width }
        var maxY: Double { y + height }
    }

    private static let tolerance = 1.0

    /// Frames by sibling index (a view without one counts as unplaced) and orderings the constraints state:
    /// `(before, after, constant, flexible)` per axis; a flexible one is an inequality (`relation=
    /// "greaterThanOrEqual"`, a gap of at least the constant), which SwiftUI spells `Spacer(minLength:)`.
    let frames: [Frame?]
    let constraintOrder: [Axis: [(before: Int, after: Int, spacing: Double, flexible: Bool)]]
    /// The container's own frame: a row whose last view reaches its far edge is pinned there.
    let containerFrame: Frame?

    init(siblings: [InterfaceBuilderElement], container: InterfaceBuilderElement) {
        frames = siblings.map(Self.frame(of:))
        containerFrame = Self.frame(of: container)
        var indexByID: [String: Int] = [:]
        for (index, view) in siblings.enumerated() {
            if let id = view["id"] { indexByID[id] = index }
        }
        var order: [Axis: [(Int, Int, Double, Bool)]] = [:]
        for constraint in container.child(named: "constraints")?.children ?? [] where constraint.name == "constraint" {
            guard let first = constraint["firstItem"].flatMap({ indexByID[$0] }),
                let second = constraint["secondItem"].flatMap({ indexByID[$0] }), first != second
            else { continue }
            let constant = abs(Double(constraint["constant"] ?? "0") ?? 0)
            // `later.leading ≥ earlier.trailing + c` and `earlier.trailing ≤ later.leading - c` both leave room
            // to grow; an equality (no `relation`) does not.
            let relation = constraint["relation"]
            switch (constraint["firstAttribute"] ?? "", constraint["secondAttribute"] ?? "") {
            case ("leading", "trailing"), ("left", "right"):
                order[.horizontal, default: []].append((second, first, constant, relation == "greaterThanOrEqual"))
            case ("trailing", "leading"), ("right", "left"):
                order[.horizontal, default: []].append((first, second, constant, relation == "lessThanOrEqual"))
            case ("top", "bottom"):
                order[.vertical, default: []].append((second, first, constant, relation == "greaterThanOrEqual"))
            case ("bottom", "top"):
                order[.vertical, default: []].append((first, second, constant, relation == "lessThanOrEqual"))
            default: continue
            }
        }
        constraintOrder = order
    }

    /// `<rect key="frame" x= y= width= height=>`, or the older `<frame key="frameInset" minX= minY= …>`.
    static func frame(of view: InterfaceBuilderElement) -> Frame? {
        if let rect = view.child(named: "rect", key: "frame"), let width = Double(rect["width"] ?? ""),
            let height = Double(rect["height"] ?? "")
        {
            return Frame(
                x: Double(rect["x"] ?? "0") ?? 0, y: Double(rect["y"] ?? "0") ?? 0, width: width, height: height)
        }
        if let inset = view.child(named: "frame", key: "frameInset") {
            return Frame(
                x: Double(inset["minX"] ?? "0") ?? 0, y: Double(inset["minY"] ?? "0") ?? 0,
                width: Double(inset["width"] ?? "0") ?? 0, height: Double(inset["height"] ?? "0") ?? 0)
        }
        return nil
    }

    /// The arrangement of all the siblings.
    func arrange() -> Node {
        arrange(Array(frames.indices))
    }

    private func arrange(_ views: [Int]) -> Node {
        guard views.count > 1 else { return .view(views.first ?? 0) }
        for axis in [Axis.vertical, .horizontal] {
            let groups = cut(views, along: axis)
            guard groups.count > 1 else { continue }
            let gaps = zip(groups, groups.dropFirst()).map { gap(between: $0.0, and: $0.1, along: axis) }
            var spacer: Int?
            if let flexible = groups.indices.dropLast().first(where: {
                isFlexible(between: groups[$0], and: groups[$0 + 1], along: axis)
            }) {
                // A gap the constraints only bound from below: the room there is a Spacer.
                spacer = flexible + 1
            } else if axis == .horizontal, let widest = gaps.max(), let index = gaps.firstIndex(of: widest),
                widest > 16, let container = containerFrame, let last = groups.last,
                last.map({ end(of: $0, along: axis) }).max() ?? 0 >= container.width - 24,
                gaps.count == 1 || widest > (gaps.filter { $0 != widest }.min() ?? 0) + 12
            {
                // A row whose last view reaches the container's trailing edge, after a gap wider than the
                // others, has that view pinned there: the room before it is a Spacer.
                spacer = index + 1
            }
            let others =
                spacer.map { index in gaps.enumerated().filter { $0.offset != index - 1 }.map(\.element) } ?? gaps
            let spacing = others.isEmpty ? 8 : others.sorted()[others.count / 2]
            return .stack(
                axis: axis, children: groups.map(arrange), spacing: max(0, spacing.rounded()),
                alignment: alignment(of: groups, along: axis), spacerBefore: spacer)
        }
        return .overlay(views.sorted().map { .view($0) })
    }

    /// The views split into groups that follow one another along `axis`, in order; one group when they cannot
    /// be split.
    private func cut(_ views: [Int], along axis: Axis) -> [[Int]] {
        let placed = views.filter { frames[$0] != nil }
        guard placed.count == views.count else {
            return constraintChain(views, along: axis)
        }
        let sorted = views.sorted { (start(of: $0, along: axis), $0) < (start(of: $1, along: axis), $1) }
        var groups: [[Int]] = []
        var groupEnd = -Double.infinity
        for view in sorted {
            let follows =
                start(of: view, along: axis) >= groupEnd - Self.tolerance
                || (groups.last?.allSatisfy { isOrdered($0, before: view, along: axis) } ?? false)
            if groups.isEmpty || follows {
                groups.append([view])
                groupEnd = end(of: view, along: axis)
            } else {
                groups[groups.count - 1].append(view)
                groupEnd = max(groupEnd, end(of: view, along: axis))
            }
        }
        // Keep document order inside a group, the order overlapping views are drawn in.
        return groups.map { $0.sorted() }
    }

    /// Views without frames: the order the constraints chain them in, when they chain all of them.
    private func constraintChain(_ views: [Int], along axis: Axis) -> [[Int]] {
        let edges = (constraintOrder[axis] ?? []).filter { views.contains($0.before) && views.contains($0.after) }
        var next: [Int: Int] = [:]
        var hasPrevious: Set<Int> = []
        for edge in edges {
            next[edge.before] = edge.after
            hasPrevious.insert(edge.after)
        }
        guard var current = views.first(where: { !hasPrevious.contains($0) }) else { return [views] }
        var chain = [current]
        while let following = next[current], !chain.contains(following) {
            chain.append(following)
            current = following
        }
        return chain.count == views.count ? chain.map { [$0] } : [views]
    }

    private func isOrdered(_ first: Int, before second: Int, along axis: Axis) -> Bool {
        (constraintOrder[axis] ?? []).contains { $0.before == first && $0.after == second }
    }

    private func start(of view: Int, along axis: Axis) -> Double {
        guard let frame = frames[view] else { return 0 }
        return axis == .horizontal ? frame.x : frame.y
    }

    private func end(of view: Int, along axis: Axis) -> Double {
        guard let frame = frames[view] else { return 0 }
        return axis == .horizontal ? frame.maxX : frame.maxY
    }

    /// Whether a constraint between the two groups is an inequality.
    private func isFlexible(between first: [Int], and second: [Int], along axis: Axis) -> Bool {
        (constraintOrder[axis] ?? []).contains { first.contains($0.before) && second.contains($0.after) && $0.flexible }
    }

    /// The constraint's constant between the two groups when one relates them, else the gap of their frames.
    private func gap(between first: [Int], and second: [Int], along axis: Axis) -> Double {
        for edge in constraintOrder[axis] ?? [] where first.contains(edge.before) && second.contains(edge.after) {
            return edge.spacing
        }
        let firstEnd = first.map { end(of: $0, along: axis) }.max() ?? 0
        let secondStart = second.map { start(of: $0, along: axis) }.min() ?? 0
        return max(0, secondStart - firstEnd)
    }

    /// The cross-axis alignment the groups' edges share: `.leading`/`.trailing` for a column, `.top`/`.bottom`
    /// for a row; `nil` (centre, SwiftUI's default) when their centres line up or nothing lines up in a row.
    private func alignment(of groups: [[Int]], along axis: Axis) -> String? {
        let boxes: [Frame] = groups.compactMap { group in
            let frames = group.compactMap { self.frames[$0] }
            guard let first = frames.first else { return nil }
            return frames.dropFirst().reduce(first) { box, frame in
                let x = min(box.x, frame.x)
                let y = min(box.y, frame.y)
                return Frame(
                    x: x, y: y, width: max(box.maxX, frame.maxX) - x, height: max(box.maxY, frame.maxY) - y)
            }
        }
        guard boxes.count == groups.count, boxes.count > 1 else { return axis == .vertical ? ".leading" : nil }
        let same = { (values: [Double]) in (values.max() ?? 0) - (values.min() ?? 0) <= Self.tolerance }
        if axis == .vertical {
            if same(boxes.map(\.x)) { return ".leading" }
            if same(boxes.map(\.maxX)) { return ".trailing" }
            if same(boxes.map { $0.x + $0.width / 2 }) { return nil }
            return ".leading"
        }
        if same(boxes.map { $0.y + $0.height / 2 }) { return nil }
        if same(boxes.map(\.y)) { return ".top" }
        if same(boxes.map(\.maxY)) { return ".bottom" }
        return nil
    }
}
