#if canImport(UIKit)
    import UIKit

    /// Finds legacy cells by `className`: a nib of that name in the bundle, else a cell class.
    ///
    /// Swift classes are registered with the runtime under `Module.ClassName`, so a bare name is
    /// tried first (Objective-C classes, `@objc(Name)` classes), then with each module name: the
    /// bundle's executable name (an app's module) and any the caller adds (frameworks, packages).
    struct BundleCellSourceResolver: CellSourceResolver {
        let bundle: Bundle
        let moduleNames: [String]
        let baseClass: AnyClass

        init(bundle: Bundle, moduleNames: [String], baseClass: AnyClass) {
            self.bundle = bundle
            var names = moduleNames
            if let executable = bundle.object(forInfoDictionaryKey: "CFBundleExecutable") as? String {
                names.append(
                    executable.replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "-", with: "_"))
            }
            self.moduleNames = names
            self.baseClass = baseClass
        }

        func nibExists(named name: String) -> Bool {
            bundle.path(forResource: name, ofType: "nib") != nil
        }

        func cellClassExists(named name: String) -> Bool {
            cellClass(named: name) != nil
        }

        func cellClass(named name: String) -> AnyClass? {
            for candidate in [name] + moduleNames.map({ "\($0).\(name)" }) {
                if let found = NSClassFromString(candidate), isSubclass(found) { return found }
            }
            return nil
        }

        private func isSubclass(_ candidate: AnyClass) -> Bool {
            var current: AnyClass? = candidate
            while let cls = current {
                if cls == baseClass { return true }
                current = class_getSuperclass(cls)
            }
            return false
        }
    }
#endif
