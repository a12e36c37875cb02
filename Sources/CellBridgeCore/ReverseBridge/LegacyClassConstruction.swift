/// Whether the reverse bridge (`LegacyCellView`) may build a class-only legacy cell in code, when no nib of
/// its name exists.
///
/// A class that overrides `awakeFromNib` may be laid out in Interface Builder (a storyboard prototype, a nib
/// of another name). Built in code, its outlets stay nil and the first `configure` traps on an implicitly
/// unwrapped one; and a Swift class that only implements `init(coder:)` traps as it is built (Swift's stub
/// for the `init(frame:)` it does not inherit). Xcode's cell template overrides `awakeFromNib` in cells built
/// in code too, so that alone decides nothing:
/// - before building, a Swift class is refused when it declares a weak view property, Interface Builder's
///   default for an outlet (an Objective-C class always inherits `initWithFrame:`, and often holds subviews
///   it makes itself weakly, so it is built and judged after);
/// - after building, any such class is refused when a stored view property it declares, weak or strong, is
///   still nil: an outlet nothing connected.
///
/// ```swift
/// let label = LegacyClassConstruction.ObjectProperty(name: "titleLabel", attributes: #"T@"UILabel",N,W,VtitleLabel"#)
/// LegacyClassConstruction.beforeBuilding(overridesAwakeFromNib: true, isSwiftClass: true, weakViewOutlet: label?.name)
/// // .refuse(outlet: "titleLabel")
/// ```
public enum LegacyClassConstruction {
    /// An Objective-C object property as the runtime describes it (`property_getAttributes`).
    public struct ObjectProperty: Hashable, Sendable {
        public var name: String
        /// The declared class, without a protocol list (`UIView` for `UIView<Badged>`).
        public var className: String
        /// `W`: weak (Swift's `weak`, Objective-C's `weak`); a strong outlet (`&`) is not.
        public var isWeak: Bool
        /// `V`: backed by an instance variable (a stored property), so reading it runs no code of the app's.
        public var isStored: Bool
        /// The getter's selector name (`G`, else the property's name).
        public var getter: String

        /// Nil unless `attributes` (`T@"UILabel",N,W,Vlabel`, `T@"UILabel",&,N,V_label`) describe a property
        /// of a named class type; `id`, blocks and protocol-only types (`@"<P>"`) name none.
        public init?(name: String, attributes: String) {
            let parts = attributes.split(separator: ",")
            guard let type = parts.first, type.hasPrefix("T@\""), type.hasSuffix("\"") else { return nil }
            let declared = type.dropFirst(3).dropLast().prefix { $0 != "<" }
            guard !declared.isEmpty else { return nil }
            self.name = name
            className = String(declared)
            isWeak = parts.contains("W")
            isStored = parts.contains { $0.hasPrefix("V") }
            getter = parts.first { $0.hasPrefix("G") }.map { String($0.dropFirst()) } ?? name
        }
    }

    /// What to do with the class.
    public enum Decision: Hashable, Sendable {
        /// Build it (and, before, judge it again once built).
        case build
        /// Do not show it: `outlet` would be nil.
        case refuse(outlet: String)
    }

    /// Before the class is built; `weakViewOutlet` is the first weak view property it (or an app
    /// superclass) declares.
    public static func beforeBuilding(overridesAwakeFromNib: Bool, isSwiftClass: Bool, weakViewOutlet: String?)
        -> Decision
    {
        guard overridesAwakeFromNib, isSwiftClass, let weakViewOutlet else { return .build }
        return .refuse(outlet: weakViewOutlet)
    }

    /// Once built; `nilViewProperty` is the first stored view property it (or an app superclass) declares that
    /// holds nothing.
    public static func afterBuilding(overridesAwakeFromNib: Bool, nilViewProperty: String?) -> Decision {
        guard overridesAwakeFromNib, let nilViewProperty else { return .build }
        return .refuse(outlet: nilViewProperty)
    }
}
