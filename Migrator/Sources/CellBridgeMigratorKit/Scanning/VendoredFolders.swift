/// The folders of the scanned tree that hold another project's code copied into it, read from the project and not
/// only from what a folder is called: a folder with its own licence or podspec (a library as it was downloaded), a
/// folder named for dependencies however it is spelled (`Vendor/`, `ThirdPart/`, `ExternalLibreries/`, `Libraries/`),
/// a folder whose classes all carry the prefix of such a library's classes (`OBSlider/` beside a licensed
/// `OBShapedButton/`), one named after its own prefixed class (`ECSlidingViewController/`) or unpacked from a
/// GitHub archive (`user-Library-1a2b3c4/`). A folder that holds an application target's project, and the folders above it, are the app.
/// Their cells are the dependency's ("out of scope"), their data sources and findings are not the app's, their view
/// controllers are no screens, and their projects do not set the app's deployment target.
///
/// A folder with only its own `.xcodeproj` or `Package.swift` is not taken for a dependency: apps split their own
/// code into frameworks and local packages that look the same.
struct VendoredFolders: Sendable, Hashable {
    /// Folder paths relative to the scan root, with a trailing `/`.
    private(set) var roots: [String] = []
    /// The answer of `dependency(of:)` for every file of the scan, worked out once (`""`: the app's): the merge asks
    /// it of the same files many times.
    private var answers: [String: String] = [:]

    init(roots: [String] = []) {
        self.roots = roots.sorted()
    }

    /// Whether a walked entry says something about who owns its folder: a licence, a podspec, a `Cartfile`, a
    /// package manifest, an Xcode project. Asked of every entry of the walk, so the name is read as bytes.
    static func isMarker(_ name: String, isDirectory: Bool) -> Bool {
        if isDirectory { return endsWith(name, xcodeproj) }
        if isLicence(name) { return true }
        return endsWith(name, podspec) || name == "Cartfile" || name == "Package.swift"
    }

    /// `LICENSE`, `LICENSE.txt`, `license.markdown`, `LICENCE`, `LICENSE-MIT`, `LICENSES.md`, `COPYING`: the word
    /// (or its plural) alone or before a separator, and no source or Interface Builder file: an app's
    /// `LicensesViewController.swift` or `LicenseManager.swift` does not make its folder a library's.
    static func isLicence(_ name: String) -> Bool {
        guard let first = name.utf8.first, first | 0x20 == UInt8(ascii: "l") || first | 0x20 == UInt8(ascii: "c")
        else { return false }
        let lowered = name.lowercased()
        guard let word = ["licenses", "licences", "license", "licence", "copying"].first(where: lowered.hasPrefix)
        else { return false }
        let rest = lowered.dropFirst(word.count)
        guard let separator = rest.first else { return true }
        guard separator == "." || separator == "-" || separator == "_" else { return false }
        let pathExtension = rest.split(separator: ".").last.map(String.init) ?? ""
        return !codeExtensions.contains(pathExtension)
    }

    private static let codeExtensions: Set<String> = ["swift", "m", "mm", "h", "c", "cpp", "xib", "storyboard"]

    private static let xcodeproj = Array(".xcodeproj".utf8)
    private static let podspec = Array(".podspec".utf8)

    private static func endsWith(_ name: String, _ suffix: [UInt8]) -> Bool {
        let utf8 = name.utf8
        return utf8.count >= suffix.count && zip(utf8.suffix(suffix.count), suffix).allSatisfy { $0 == $1 }
    }

    // MARK: Detection

    /// `markers` are the walk's (`ProjectFileList.markers`), `files` every file the scan reads (each is answered
    /// once, here), `classes` every class the scan read with its file, `applicationProjects` the `.pbxproj` files
    /// that define an application target.
    static func detect(
        markers: [String], files: [String] = [], classes: [(file: String, name: String)], applicationProjects: [String]
    ) -> VendoredFolders {
        // `App/App.xcodeproj/project.pbxproj` → `App` and every folder above it.
        var protected: Set<String> = [""]
        for project in applicationProjects {
            var folder = RelativePath.directory(of: RelativePath.directory(of: project))
            while !folder.isEmpty {
                protected.insert(folder)
                folder = RelativePath.directory(of: folder)
            }
        }
        var roots: Set<String> = []
        for marker in markers {
            let name = String(marker.split(separator: "/").last ?? "")
            guard isLicence(name) || endsWith(name, podspec) else { continue }
            let folder = RelativePath.directory(of: marker)
            if !protected.contains(folder) { roots.insert(folder + "/") }
        }
        var found = VendoredFolders(roots: Array(roots))
        var answers: [String: String] = [:]
        answers.reserveCapacity(files.count)
        for file in files where answers[file] == nil {
            answers[file] = found.computedDependency(of: file) ?? ""
        }
        found.answers = answers
        // Classes by the folder that declares them, and the prefixes of libraries already known.
        var byFolder: [String: Set<String>] = [:]
        var libraryPrefixes: Set<String> = []
        var appFolders: [String: Set<String>] = [:]
        for (file, name) in classes {
            let prefix = classPrefix(name)
            if found.dependency(of: file) != nil {
                if let prefix { libraryPrefixes.insert(prefix) }
                continue
            }
            let folder = RelativePath.directory(of: file)
            byFolder[folder, default: []].insert(name)
            if let prefix { appFolders[prefix, default: []].insert(folder) }
        }
        // A prefix the app's own classes carry in several folders is the app's (`OBA…` beside `OBAKit/`).
        let appPrefixes = Set(appFolders.filter { $0.value.count >= 3 }.keys)
        var more: [String] = []
        for (folder, names) in byFolder where !protected.contains(folder) {
            let folderName = String(folder.split(separator: "/").last ?? "")
            let prefixes = Set(names.map(classPrefix))
            // Downloaded as a GitHub archive (`user-Library-1a2b3c4/`), or named after its own prefixed class
            // (`ECSlidingViewController/`): a library.
            if isArchiveName(folderName)
                || (names.contains(folderName) && classPrefix(folderName).map { !appPrefixes.contains($0) } == true)
            {
                more.append(folder + "/")
                continue
            }
            guard prefixes.count == 1, let only = prefixes.first, let prefix = only, libraryPrefixes.contains(prefix),
                !appPrefixes.contains(prefix)
            else { continue }
            more.append(folder + "/")
        }
        guard !more.isEmpty else { return found }
        found.roots = (found.roots + more).sorted()
        for (file, answer) in answers where answer.isEmpty {
            if let dependency = found.rootDependency(of: file) { answers[file] = dependency }
        }
        found.answers = answers
        return found
    }

    /// `dbowen-JSON-RPC-168ecc9`, `SwipeKit-master`: the folder GitHub's archive of a repository unpacks to.
    static func isArchiveName(_ name: String) -> Bool {
        guard let dash = name.lastIndex(of: "-") else { return false }
        let tail = name[name.index(after: dash)...]
        if tail == "master" || tail == "main" { return true }
        return tail.count >= 7 && tail.count <= 40 && tail.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    /// `OB` for `OBSlider`, `BDK` for `BDKCollectionIndexView`, `SD` for `SDWebImageManager`: the capitals before the
    /// first word, at least two; `nil` without one, or for Apple's `UI`/`NS` classes.
    static func classPrefix(_ name: String) -> String? {
        let utf8 = name.utf8
        var run = 0
        var end = utf8.startIndex
        while end < utf8.endIndex, (0x41...0x5A).contains(utf8[end]) {
            run += 1
            end = utf8.index(after: end)
        }
        guard end < utf8.endIndex, (0x61...0x7A).contains(utf8[end]), run >= 3 else { return nil }
        let prefix = String(Substring(utf8[utf8.startIndex..<utf8.index(utf8.startIndex, offsetBy: run - 1)]))
        return prefix == "UI" || prefix == "NS" ? nil : prefix
    }

    // MARK: Questions

    /// The dependency a path belongs to: a dependency folder's (`AppOwnership.dependency(of:)`), else the vendored
    /// folder's name (`XBMC Remote/OBSlider/OBSlider.m` → `OBSlider`).
    func dependency(of path: String) -> String? {
        if let known = answers[path] { return known.isEmpty ? nil : known }
        return computedDependency(of: path)
    }

    private func computedDependency(of path: String) -> String? {
        if let named = AppOwnership.dependency(of: path) { return named }
        return rootDependency(of: path)
    }

    /// The name of the vendored folder `path` lies in (`XBMC Remote/OBSlider/OBSlider.m` → `OBSlider`).
    private func rootDependency(of path: String) -> String? {
        guard let root = root(of: path) else { return nil }
        return String(root.dropLast().split(separator: "/").last ?? "")
    }

    /// Whether a path lies in a vendored folder, a dependency folder or a demo, example or test folder: what does
    /// not set the app's deployment target.
    func isOutsideApp(_ path: String) -> Bool {
        AppOwnership.isOutsideApp(path) || dependency(of: path) != nil
    }

    private func root(of path: String) -> String? {
        roots.first { path.hasPrefix($0) }
    }
}
