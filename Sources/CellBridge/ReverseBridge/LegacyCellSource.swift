#if canImport(UIKit)
    import UIKit

    /// Where the reverse bridge gets a legacy cell: the app names it, CellBridge never reads the
    /// runtime to guess whether a class can be built in code (UIKIT-PITFALLS 29).
    ///
    /// A class laid out in Interface Builder and built with `init(frame:)` has nil outlets (a trap
    /// at the first `configure`), and a Swift class that only implements `init?(coder:)` traps as it
    /// is built; nothing public tells those classes from cells built in code. A nib says it; a
    /// factory says it. Each nib is loaded once per process and reused (Apple's `UINib`
    /// documentation: keep the object to avoid reloading the file).
    @MainActor
    enum LegacyCellSource {
        /// The first top-level view of a nib the app gave.
        case nib(UINib)
        /// The nib of this name in this bundle; absent, the cell is refused and reported.
        case nibNamed(String, bundle: Bundle)
        /// A cell the app builds in code.
        case factory(@MainActor () -> UIView)

        /// The cell, or what to tell the developer.
        func makeCell() -> Result<UIView, LegacyCellRefusal> {
            switch self {
            case .factory(let make):
                return .success(make())
            case .nib(let nib):
                return Self.firstView(of: nib).map { .success($0) } ?? .failure(.emptyNib)
            case .nibNamed(let name, let bundle):
                guard let nib = Self.nib(named: name, in: bundle) else {
                    return .failure(.noNib(name, bundlePath: bundle.bundlePath))
                }
                return Self.firstView(of: nib).map { .success($0) } ?? .failure(.emptyNib)
            }
        }

        private static var nibs: [String: UINib?] = [:]

        /// One `UINib` per bundle and name for the process; nil, remembered too, when the bundle has
        /// no nib of that name (instantiating a missing nib raises an Objective-C exception).
        private static func nib(named name: String, in bundle: Bundle) -> UINib? {
            let key = "\(bundle.bundlePath)/\(name)"
            if let known = nibs[key] { return known }
            let nib = bundle.path(forResource: name, ofType: "nib") == nil ? nil : UINib(nibName: name, bundle: bundle)
            nibs[key] = nib
            return nib
        }

        private static func firstView(of nib: UINib) -> UIView? {
            nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UIView }.first
        }
    }

    /// Why the reverse bridge shows no cell.
    enum LegacyCellRefusal: Error {
        case noNib(String, bundlePath: String)
        case emptyNib

        func message(className: String) -> String {
            switch self {
            case .noNib(let name, let bundlePath):
                return "LegacyCellView cannot show '\(className)': the bundle \(bundlePath) has no nib named "
                    + "'\(name)'. Name the nib that lays the cell out (LegacyCellView(viewModel:nibName:bundle:)), "
                    + "or build a cell made in code with LegacyCellView(viewModel:makeCell:)."
            case .emptyNib:
                return "LegacyCellView cannot show '\(className)': its nib has no view at the top level."
            }
        }
    }
#endif
