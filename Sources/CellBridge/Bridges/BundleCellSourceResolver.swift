#if canImport(UIKit)
    import UIKit

    /// Finds legacy cells by `className` across the bundles and modules a bridge is given: a nib of
    /// that name in one of the bundles, else a cell class of that name in one of the modules.
    ///
    /// Which runtime names a `className` may stand for, and in which order, is the core's
    /// ``CellClassNameCandidates``: the bare name, then under each module the caller names, then
    /// under the app's module. Every place a name is found is reported, so the core can refuse a
    /// name found twice (``RegistrationError/ambiguous(reuseIdentifier:source:locations:)``).
    struct BundleCellSourceResolver: CellSourceResolver {
        let bundles: [Bundle]
        let classNames: CellClassNameCandidates
        let baseClass: AnyClass

        init(bundles: [Bundle], moduleNames: [String], baseClass: AnyClass) {
            self.bundles = bundles.isEmpty ? [.main] : bundles
            classNames = CellClassNameCandidates(
                moduleNames: moduleNames,
                executableName: Bundle.main.object(forInfoDictionaryKey: "CFBundleExecutable") as? String)
            self.baseClass = baseClass
        }

        /// How the core and the messages name a bundle: its identifier, else its folder's name.
        static func name(of bundle: Bundle) -> String {
            bundle.bundleIdentifier ?? bundle.bundleURL.lastPathComponent
        }

        func nibExists(named name: String) -> Bool {
            bundle(forNib: name, inBundle: nil) != nil
        }

        func cellClassExists(named name: String) -> Bool {
            cellClass(named: name) != nil
        }

        func locations(of source: CellSource, inBundle bundle: String?) -> [String] {
            switch source {
            case .nib(let name):
                return nibBundles(named: name, inBundle: bundle).map(Self.name(of:))
            case .cellClass(let name):
                return classCandidates(named: name, inBundle: bundle).map { $0.name }
            case .hostingCell, .hostingConfigurationCell:
                return ["CellBridge"]
            }
        }

        /// The bundle the nib `name` is in (the named one only, when given); the core has made
        /// sure there is at most one.
        func bundle(forNib name: String, inBundle bundle: String?) -> Bundle? {
            nibBundles(named: name, inBundle: bundle).first
        }

        func cellClass(named name: String) -> AnyClass? {
            cellClass(named: name, inBundle: nil)
        }

        /// The cell class `name` stands for (the one in the named bundle, when given); the core has
        /// made sure there is at most one.
        func cellClass(named name: String, inBundle bundle: String?) -> AnyClass? {
            classCandidates(named: name, inBundle: bundle).first?.cellClass
        }

        private func nibBundles(named name: String, inBundle named: String?) -> [Bundle] {
            bundles.filter { bundle in
                (named == nil || Self.name(of: bundle) == named) && bundle.path(forResource: name, ofType: "nib") != nil
            }
        }

        /// The classes `name` may be, narrowed to the named bundle when one is given
        /// (``CellClassNameCandidates/narrowed(_:toBundle:)`` decides which).
        private func classCandidates(named name: String, inBundle bundle: String?) -> [(
            name: String, cellClass: AnyClass
        )] {
            let all = classCandidates(named: name)
            guard let bundle else { return all }
            let found = all.map { (runtimeName: $0.name, bundle: Self.name(of: Bundle(for: $0.cellClass))) }
            return CellClassNameCandidates.narrowed(found, toBundle: bundle).map { all[$0] }
        }

        /// The runtime classes `name` may be that are cells: the bare name alone when it exists
        /// (Objective-C and `@objc(Name)` names are unique), else one per module that has it.
        private func classCandidates(named name: String) -> [(name: String, cellClass: AnyClass)] {
            let found = classNames.candidates(for: name).compactMap { candidate -> (String, AnyClass)? in
                // NSObject.isSubclass(of:) is true for the base class itself too.
                guard let found = NSClassFromString(candidate),
                    (found as? NSObject.Type)?.isSubclass(of: baseClass) == true
                else { return nil }
                return (candidate, found)
            }
            if let bare = found.first, bare.0 == name { return [bare] }
            // The app's own module may be listed twice (named by the caller and derived from the
            // executable): one class, one place.
            var seen = Set<ObjectIdentifier>()
            return found.filter { seen.insert(ObjectIdentifier($0.1)).inserted }
        }
    }
#endif
