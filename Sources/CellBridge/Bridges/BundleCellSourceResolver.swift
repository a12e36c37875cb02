#if canImport(UIKit)
    import UIKit

    /// Finds legacy cells by `className`: a nib of that name in the bundle, else a cell class.
    ///
    /// Which runtime names a `className` may stand for, and in which order, is the core's
    /// ``CellClassNameCandidates``: the bare name, then under each module the caller names, then
    /// under the app's module.
    struct BundleCellSourceResolver: CellSourceResolver {
        let bundle: Bundle
        let classNames: CellClassNameCandidates
        let baseClass: AnyClass

        init(bundle: Bundle, moduleNames: [String], baseClass: AnyClass) {
            self.bundle = bundle
            classNames = CellClassNameCandidates(
                moduleNames: moduleNames,
                executableName: bundle.object(forInfoDictionaryKey: "CFBundleExecutable") as? String)
            self.baseClass = baseClass
        }

        func nibExists(named name: String) -> Bool {
            bundle.path(forResource: name, ofType: "nib") != nil
        }

        func cellClassExists(named name: String) -> Bool {
            cellClass(named: name) != nil
        }

        func cellClass(named name: String) -> AnyClass? {
            for candidate in classNames.candidates(for: name) {
                // NSObject.isSubclass(of:) is true for the base class itself too.
                if let found = NSClassFromString(candidate),
                    (found as? NSObject.Type)?.isSubclass(of: baseClass) == true
                {
                    return found
                }
            }
            return nil
        }
    }
#endif
