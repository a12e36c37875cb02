/// A registration problem, found before UIKit would crash on it later with a vaguer message.
public enum RegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A view model returned an empty `className`.
    case emptyReuseIdentifier
    /// CellBridge registers legacy cells, and neither a nib nor a cell class exists for an identifier.
    case unresolvable(reuseIdentifier: String)
    /// The app registers legacy cells, and the container says nothing is registered under an
    /// identifier: UIKit would throw at the dequeue.
    case notRegisteredByApp(reuseIdentifier: String)
    /// One identifier claimed by two different kinds of cell.
    case conflict(reuseIdentifier: String, registered: CellSource, requested: CellSource)
    /// A legacy `className` found in more than one bundle or module: which one is meant?
    case ambiguous(reuseIdentifier: String, source: CellSource, locations: [String])
    /// A SwiftUI view type's name is an identifier the app registers its own cell under: the
    /// hosting cell would replace the app's registration.
    case takenByApp(reuseIdentifier: String)
    /// A setting that shapes registrations changed after the first registration it shaped
    /// (``RegistrationShapingSetting``): UIKit would keep dequeuing what was registered before.
    case settingChangedAfterRegistration(setting: String)

    public var description: String {
        switch self {
        case .emptyReuseIdentifier:
            return "A view model returned an empty className, so there is no reuse identifier to dequeue with. "
                + "Return the cell's class name (legacy) or the SwiftUI view's name, e.g. String(describing: BannerView.self)."
        case .unresolvable(let identifier):
            return "No cell for reuse identifier '\(identifier)': no nib named '\(identifier)' in the bundle "
                + "and no cell class named '\(identifier)' (a Swift class needs its module prefix or @objc(\(identifier))). "
                + "Add the XIB to the target, fix className, or register the cell explicitly with register(_:forReuseIdentifier:). "
                + "If the app registers '\(identifier)' itself (a storyboard prototype, a nib of another name), say so: "
                + "registeredByApp: [\"\(identifier)\"] when creating the bridge, or registeredByApp = true on the view model."
        case .notRegisteredByApp(let identifier):
            return
                "No cell is registered for reuse identifier '\(identifier)', and the bridge was told the app registers "
                + "its legacy cells (legacyCells: .byApp), so UIKit would throw at the dequeue. Register its nib or class "
                + "before the first reload (register(_:forCellReuseIdentifier:)), fix className, or let CellBridge "
                + "register legacy cells by name (legacyCells: .byBridge)."
        case .conflict(let identifier, let registered, let requested):
            let kinds =
                registered.isHosting == requested.isHosting
                ? ""
                : "A SwiftUI-backed view model and a legacy one both return className '\(identifier)', so one of "
                    + "them would be dequeued as the other's kind of cell. "
            return
                "Reuse identifier '\(identifier)' is registered for \(registered) and now requested for \(requested). "
                + kinds + "One identifier cannot serve two kinds of cell: give each its own className "
                + "(for SwiftUI items, the SwiftUI view's name)."
        case .ambiguous(let identifier, let source, let locations):
            return "className '\(identifier)' names a \(source) found in \(locations.count) places: "
                + locations.map { "'\($0)'" }.joined(separator: " and ")
                + ". Name the bundle in the view model (cellBundle), pass only the bundles and modules the "
                + "screen uses to the bridge, or rename one of them."
        case .takenByApp(let identifier):
            return "The SwiftUI view '\(identifier)' is named like a reuse identifier the app registers its own cell "
                + "under, and registering CellBridge's hosting cell there would replace the app's. Rename the SwiftUI "
                + "view (its className), or stop declaring '\(identifier)' as registered by the app."
        case .settingChangedAfterRegistration(let setting):
            return
                "\(setting) changed after CellBridge registered cells with its previous value; UIKit keeps dequeuing "
                + "those, so the change cannot take effect. Set \(setting) when creating the bridge (or before the first "
                + "cell is dequeued), once per view."
        }
    }
}
