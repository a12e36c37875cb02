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
    private static let dependencyFolders: [[UInt8]] = [
        "pods", "carthage", "vendor", "vendors", "vendored", "thirdparty", "third-party", "third_party", "3rdparty",
        "external", "externals", "submodules", "dependencies", "checkouts", "sourcepackages",
    ].map { Array($0.utf8) }

    /// The dependency a path belongs to, when it lies in a dependency folder: the folder under it
    /// (`Vendor/SWTableViewCell/SWTableViewCell.m` → `SWTableViewCell`), else the folder itself.
    /// Asked of every file the inventory merges, so the path's components are compared as bytes.
    static func dependency(of path: String) -> String? {
        let components = path.utf8.split(separator: UInt8(ascii: "/"))
        for (index, component) in components.enumerated().dropLast()
        where dependencyFolders.contains(where: { equalsIgnoringCase(component, $0) })
            || isDependencyFolderName(component)
        {
            return String(Substring(index + 2 < components.count ? components[index + 1] : component))
        }
        return nil
    }

    /// The other spellings of a dependency folder seen in apps, compared on the name's letters and digits without
    /// case: `ThirdPart`, `Third Party Libs`, `3rdPartyLibs`, `ExternalLibreries`, `External-Frameworks`,
    /// `Libraries`, `Libs`, `Vendored`. Most folder names fail the first byte, so most are never lowered.
    static func isDependencyFolderName(_ component: Substring.UTF8View) -> Bool {
        guard component.count >= 4, let first = component.first,
            [UInt8(ascii: "t"), UInt8(ascii: "e"), UInt8(ascii: "l"), UInt8(ascii: "v"), UInt8(ascii: "3")].contains(
                first | 0x20)
        else { return false }
        let name = String(
            decoding: component.compactMap { byte -> UInt8? in
                switch byte {
                case 0x30...0x39, 0x61...0x7A: return byte
                case 0x41...0x5A: return byte | 0x20
                default: return nil
                }
            }, as: UTF8.self)
        if name == "libraries" || name == "libs" || name.hasPrefix("vendor") { return true }
        if name.hasPrefix("thirdpart") || name.hasPrefix("3rdpart") { return true }
        guard name.hasPrefix("external") else { return false }
        return [
            "", "s", "lib", "libs", "libraries", "libreries", "library", "code", "sources", "frameworks", "modules",
            "dependencies",
        ].contains(String(name.dropFirst("external".count)))
    }

    /// Whether a path is in a test folder (`Tests/`, `AppTests/`, `UITests/`, `Specs/`): what marks test code
    /// where no project file says which target compiles it.
    static func isInTestFolder(_ path: String) -> Bool {
        path.utf8.split(separator: UInt8(ascii: "/")).dropLast().contains { component in
            equalsIgnoringCase(component, test) || endsIgnoringCase(component, with: tests)
                || endsIgnoringCase(component, with: specs)
        }
    }

    private static let test = Array("test".utf8), tests = Array("tests".utf8), specs = Array("specs".utf8)

    /// ASCII letters compared without case; `name` is lower-case.
    private static func equalsIgnoringCase(_ component: Substring.UTF8View, _ name: [UInt8]) -> Bool {
        component.count == name.count && endsIgnoringCase(component, with: name)
    }

    private static func endsIgnoringCase(_ component: Substring.UTF8View, with suffix: [UInt8]) -> Bool {
        guard component.count >= suffix.count else { return false }
        return zip(component.suffix(suffix.count), suffix).allSatisfy { byte, expected in
            (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == expected
        }
    }
}
