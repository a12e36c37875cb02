import CellBridgeCore
import Dispatch

// Prints figures; it asserts nothing. Run with: swift run -c release --package-path Benchmarks
// Optional arguments: item counts to run instead of 1k, 10k and 100k (e.g. `20000` under callgrind).
let counts = CommandLine.arguments.dropFirst().compactMap { Int($0) }.filter { $0 > 0 }
let itemCounts = counts.isEmpty ? [1_000, 10_000, 100_000] : counts
let runs = counts.isEmpty ? 7 : 1

func nanoseconds(_ body: () throws -> Int) rethrows -> (UInt64, Int) {
    let start = DispatchTime.now().uptimeNanoseconds
    let checksum = try body()
    return (DispatchTime.now().uptimeNanoseconds - start, checksum)
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func format(_ value: Double) -> String {
    let hundredths = Int(value * 100 + 0.5)
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
}

print("CellBridge core benchmark")
print("")
print("1. Core overhead per routed-and-configured item (plan + registration + hosting lifecycle")
print("   + cost ledger), scrolling a mixed feed of 8 cell types; best of \(runs) run(s).")
print("   " + pad("items", 10) + pad("iOS 15 ns/item", 18) + "iOS 17 ns/item")
var worst = 0.0
var sink = 0
for count in itemCounts {
    let feed = FeedSimulation(itemCount: count)
    var row = "   " + pad("\(count)", 10)
    for os in [OSVersion(major: 15), OSVersion(major: 17)] {
        var best = UInt64.max
        for _ in 0..<runs {
            let (elapsed, checksum) = try nanoseconds { try feed.scroll(osVersion: os) }
            sink &+= checksum
            best = min(best, elapsed)
        }
        let perItem = Double(best) / Double(count)
        if count == itemCounts.last { worst = max(worst, perItem) }
        row += pad(format(perItem), 18)
    }
    print(row)
}
print(
    "   at \(itemCounts.last ?? 0) items: \(format(worst)) ns per item (budget 1000 ns): \(worst < 1_000 ? "within" : "OVER") budget"
)
print("")

print("2. Containment operations (addChild, add view, didMove, willMove, remove view,")
print("   removeFromParent) per reuse and reconfigure of a cell, over 10,000 reconfigures.")
let parent = ParentID(rawValue: 7)
var strategies: [any ReconfigureStrategy] = [CellBridgeStrategy(), BackportArticleStrategy()]
for index in strategies.indices {
    _ = strategies[index].configure(parent: parent)
    var operations = 0
    for _ in 0..<10_000 {
        operations += strategies[index].configure(parent: parent).filter(\.isContainmentOperation).count
    }
    print("   " + pad(strategies[index].name, 40) + format(Double(operations) / 10_000) + " per reconfigure")
}
print("")

print("3. Containment per 1,000 scrolled hosting cells (iOS 14-15 path, or hostingCellsEverywhere),")
print("   by SwiftUIRenderableCellViewModel.hostingContainment; a pool of \(ContainmentScroll.poolSize) reused cells.")
print("   " + pad("policy", 22) + pad("containment ops", 18) + pad("manual transitions", 21) + "children of the screen")
for policy in [ContainmentPolicy.childViewController, .viewOnly] {
    let figures = ContainmentScroll(policy: policy, scrolledCells: 1_000).run()
    print(
        "   " + pad(policy == .viewOnly ? "viewOnly" : "childViewController", 22)
            + pad("\(figures.containmentOperations)", 18) + pad("\(figures.manualAppearanceTransitions)", 21)
            + "\(figures.childrenOfTheScreen)")
}
print("   (each child also receives every appearance transition of the screen, forwarded by UIKit)")
print("")
print("4. UIKit work per 1,000 scrolled hosting cells (down 500, back up; 16 reused cells; every 5th a")
print("   same-item live update, every 100th content that asks to resize). Counted through the core's rules.")
let columns = [
    ("path", 30), ("measure", 9), ("/new", 6), ("forced", 8), ("cv-inv", 8), ("swaps", 7), ("contain", 9),
    ("appear", 8), ("children", 0),
]
print("   " + columns.map { pad($0.0, $0.1) }.joined())
for (osName, os) in [
    ("iOS 15 hosting cell", OSVersion(major: 15)), ("iOS 17 hostingCellsEverywhere", OSVersion(major: 17)),
] {
    for policy in [ContainmentPolicy.childViewController, .viewOnly] {
        let f = ScrollCost(osVersion: os, policy: policy).run()
        let name = "\(osName.prefix(6)) \(policy == .viewOnly ? "viewOnly" : "child")"
        let values: [String] = [
            name, "\(f.measurements)", format(Double(f.measurements) / Double(f.newContent)), "\(f.forcedLayouts)",
            "\(f.containerLayoutInvalidations)", "\(f.rootViewSwaps)", "\(f.containmentOperations)",
            "\(f.appearanceTransitions)", "\(f.childrenAtTheEnd)",
        ]
        print("   " + zip(values, columns).map { pad($0.0, $0.1.1) }.joined())
    }
}
print("   measure: SwiftUI measurements UIKit takes (one per new content, live update and resize request);")
print("   /new: per cell showing new content; forced: forced layouts; cv-inv: collection layout invalidations;")
print("   swaps: root-view swaps; contain: containment operations; appear: manual appearance transitions;")
print("   children: hosting controllers that are the screen's children at the end (displayed cells only).")
print("")
print("checksum \(sink)")
