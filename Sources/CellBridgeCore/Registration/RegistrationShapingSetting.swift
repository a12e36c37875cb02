/// A setting that decides *what* CellBridge registers, fixed by the first registration it shapes.
///
/// UIKit dequeues what was registered: a collection view that registered the plain hosting cell
/// class keeps handing out plain cells, whatever the bridge is told later. A setting such as
/// "SwiftUI items get list cells" (``CollectionCellBridge/usesListCells``) is therefore honoured
/// only if it is known before the first registration it shapes, and a change after that is a bug
/// in the app that must fail loudly rather than be ignored in silence.
///
/// ```swift
/// var listCells = RegistrationShapingSetting(named: "usesListCells", value: false)
/// try listCells.set(true)     // fine: nothing registered yet
/// listCells.fix()             // the first hosting cell class is registered
/// try listCells.set(false)    // throws RegistrationError.settingChangedAfterRegistration
/// ```
public struct RegistrationShapingSetting<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The name the error message gives the setting.
    public let name: String
    public private(set) var value: Value
    /// True once a registration was made with ``value``.
    public private(set) var isFixed = false

    public init(named name: String, value: Value) {
        self.name = name
        self.value = value
    }

    /// Changes the setting; setting the value it already has is always fine.
    ///
    /// - Throws: ``RegistrationError/settingChangedAfterRegistration(setting:)`` once fixed.
    public mutating func set(_ newValue: Value) throws {
        guard newValue != value else { return }
        guard !isFixed else { throw RegistrationError.settingChangedAfterRegistration(setting: name) }
        value = newValue
    }

    /// A registration was made with the current value: it cannot change from now on.
    public mutating func fix() {
        isFixed = true
    }
}
