/// Tells the app's own code from what lives in its tree but is not the app: vendored dependencies, demo and
/// example projects, tests. Their deployment targets must not lower the app's, so the project-wide answer
/// is read from the app's own targets first.
enum AppOwnership {
    /// Folder names that hold someone else's code or a side project, compared case-insensitively.
    private static let outsideFolders: Set<String> = [
        "pods", "local pods", "carthage", "vendor", "vendors", "vendored", "thirdparty", "third-party", "third_party",
        "3rdparty", "external", "externals", "submodules", "dependencies", "example", "examples", "demo", "demos",
        "sample", "samples", "tests", "uitests", "test",
    ]

    /// Whether a path (of a project file, manifest or source) lies in a vendored, demo, example or test folder,
    /// or is a project named like one (`SwipeCellKitDemo.xcodeproj`, `FeedExample.xcodeproj`), or serves tests
    /// (`TestKit`, `AppTesting`).
    static func isOutsideApp(_ path: String) -> Bool {
        for component in path.split(separator: "/") {
            let lowered = component.lowercased()
            if outsideFolders.contains(lowered) { return true }
            // A test-support package or project (`TestKit/Package.swift`, `AppTesting.xcodeproj`).
            if lowered.hasPrefix("test") || lowered.hasSuffix("tests") || lowered.hasSuffix("testing")
                || lowered.hasSuffix("tests.xcodeproj") || lowered.hasSuffix("testing.xcodeproj")
            {
                return true
            }
            if lowered.hasSuffix(".xcodeproj") {
                let name = lowered.dropLast(".xcodeproj".count)
                if ["demo", "example", "sample", "tests"].contains(where: { name.hasSuffix($0) }) { return true }
            }
        }
        return false
    }

    /// Folder names that hold another project's code copied into the tree.
    private static let dependencyFolders: Set<String> = [
        "pods", "carthage", "vendor", "vendors", "vendored", "thirdparty", "third-party", "third_party", "3rdparty",
        "external", "externals", "submodules", "dependencies", "checkouts", "sourcepackages",
    ]

    /// The dependency a path belongs to, when it lies in a dependency folder: the folder under it
    /// (`Vendor/SWTableViewCell/SWTableViewCell.m` → `SWTableViewCell`), else the folder itself.
    static func dependency(of path: String) -> String? {
        let components = path.split(separator: "/")
        for (index, component) in components.enumerated().dropLast()
        where dependencyFolders.contains(component.lowercased()) {
            return index + 2 < components.count ? String(components[index + 1]) : String(component)
        }
        return nil
    }

    /// Whether a path is in a test folder (`Tests/`, `AppTests/`, `UITests/`, `Specs/`): what marks test code
    /// where no project file says which target compiles it.
    static func isInTestFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { component in
            let lowered = component.lowercased()
            return lowered == "tests" || lowered == "test" || lowered.hasSuffix("tests") || lowered == "specs"
                || lowered.hasSuffix("specs")
        }
    }
}
