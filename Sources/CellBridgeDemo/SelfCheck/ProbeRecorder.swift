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
        /// Sizes SwiftUI laid probes out at that have a zero side.
        private(set) var zeroSizeLayouts: [(item: Int, size: CGSize)] = []
        private var senders: [Int: CellEventAction] = [:]

        func appeared(_ item: Int) {
            appearances += 1
            if onScreen[item, default: 0] > 0 { doubleAppearances.insert(item) }
            onScreen[item, default: 0] += 1
        }

        func disappeared(_ item: Int) {
            if onScreen[item, default: 0] <= 0 { unbalancedDisappearances.insert(item) }
            onScreen[item, default: 0] -= 1
        }

        func laidOut(_ item: Int, at size: CGSize) {
            if size.width <= 0 || size.height <= 0 { zeroSizeLayouts.append((item, size)) }
        }

        func register(_ sender: CellEventAction, for item: Int) {
            senders[item] = sender
        }

        /// Sends `event` from the content of `item`, as its button would; false when that content
        /// never rendered.
        func send(_ event: AnyHashable, from item: Int) -> Bool {
            guard let sender = senders[item] else { return false }
            sender(event)
            return true
        }

        /// Items whose content is still counted on screen.
        var itemsStillOnScreen: [Int] { onScreen.filter { $0.value != 0 }.map(\.key).sorted() }
    }
#endif
