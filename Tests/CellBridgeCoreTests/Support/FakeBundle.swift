import CellBridgeCore

/// A bundle and runtime that know a fixed set of nib and class names, and count lookups.
final class FakeBundle: CellSourceResolver {
    let nibs: Set<String>
    let classes: Set<String>
    private(set) var lookups = 0

    init(nibs: Set<String> = [], classes: Set<String> = []) {
        self.nibs = nibs
        self.classes = classes
    }

    func nibExists(named name: String) -> Bool {
        lookups += 1
        return nibs.contains(name)
    }

    func cellClassExists(named name: String) -> Bool {
        lookups += 1
        return classes.contains(name)
    }
}
