import CellBridgeCore

/// Several bundles and modules, the way an app split into Swift packages and frameworks has them:
/// each knows its own nibs, and each module its own Swift classes.
struct FakeBundles: CellSourceResolver {
    /// Bundle name → nib names in it.
    var nibs: [String: Set<String>] = [:]
    /// Runtime class names (`Module.Class`, or bare for Objective-C and `@objc(Name)` classes).
    var classes: Set<String> = []
    var moduleNames: [String] = []

    func nibExists(named name: String) -> Bool {
        !locations(of: .nib(named: name), inBundle: nil).isEmpty
    }

    func cellClassExists(named name: String) -> Bool {
        !locations(of: .cellClass(named: name), inBundle: nil).isEmpty
    }

    func locations(of source: CellSource, inBundle bundle: String?) -> [String] {
        switch source {
        case .nib(let name):
            return nibs.keys.sorted().filter { (bundle == nil || $0 == bundle) && nibs[$0]?.contains(name) == true }
        case .cellClass(let name):
            if classes.contains(name) { return [name] }  // a bare runtime name is unique
            return moduleNames.map { "\($0).\(name)" }.filter(classes.contains)
        case .hostingCell, .hostingConfigurationCell:
            return ["CellBridge"]
        }
    }
}
