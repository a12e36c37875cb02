#if canImport(UIKit)
    import CellBridge
    import SwiftUI

    /// What the self-check's SwiftUI probes saw: appearances, layout sizes, and a way to send an
    /// event from a given item's content as if its button were tapped.
    @MainActor
    final class ProbeRecorder {
        /// Per item: `onAppear` minus `onDisappear` now.
        private(set) var onScreen: [Int: Int] = [:]
        private(set) var appearances = 0
        /// Items whose content appeared twice without disappearing in between.
        private(set) var doubleAppearances: Set<Int> = []
        /// Items whose content disappeared without having appeared.
        private(set) var unbalancedDisappearances: Set<Int> = []
        /// Layouts of probe content with a zero side, and whether the content was in a window.
        private(set) var zeroSizeLayouts: [(item: Int, size: CGSize, inWindow: Bool)] = []
        private(set) var layouts = 0
        /// The height each item's content was last laid out at.
        private(set) var laidOutHeights: [Int: CGFloat] = [:]
        private var senders: [Int: CellEventAction] = [:]
        /// Per item: every `onAppear` and every `onDisappear` so far.
        private var appearCounts: [Int: Int] = [:]
        private var disappearCounts: [Int: Int] = [:]

        func appeared(_ item: Int) {
            appearances += 1
            appearCounts[item, default: 0] += 1
            if onScreen[item, default: 0] > 0 { doubleAppearances.insert(item) }
            onScreen[item, default: 0] += 1
        }

        func disappeared(_ item: Int) {
            disappearCounts[item, default: 0] += 1
            if onScreen[item, default: 0] <= 0 { unbalancedDisappearances.insert(item) }
            onScreen[item, default: 0] -= 1
        }

        func laidOut(_ item: Int, at size: CGSize, inWindow: Bool) {
            layouts += 1
            laidOutHeights[item] = size.height
            if size.width <= 0 || size.height <= 0 { zeroSizeLayouts.append((item, size, inWindow)) }
        }

        func register(_ sender: CellEventAction, for item: Int) {
            senders[item] = sender
        }

        /// True once `item`'s content has rendered and can send events.
        func canSend(from item: Int) -> Bool { senders[item] != nil }

        /// Sends `event` from the content of `item`, as its button would; false when that content
        /// never rendered.
        func send(_ event: AnyHashable, from item: Int) -> Bool {
            guard let sender = senders[item] else { return false }
            sender(event)
            return true
        }

        /// How many times `item`'s content has appeared and disappeared so far.
        func appearanceCounts(of item: Int) -> (appeared: Int, disappeared: Int) {
            (appearCounts[item, default: 0], disappearCounts[item, default: 0])
        }

        /// Items whose content is counted on screen now.
        var itemsOnScreen: Set<Int> { Set(onScreen.filter { $0.value > 0 }.map(\.key)) }

        /// Items whose appearances and disappearances do not cancel out.
        var itemsUnbalanced: [Int] { onScreen.filter { $0.value != 0 }.map(\.key).sorted() }
    }
#endif
