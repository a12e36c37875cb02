/// Derives the module (feature area) a file belongs to from its path, for per-module progress.
///
/// `Sources/Feed/BannerCell.swift` and `Features/Feed/BannerCell.swift` belong to `Sources/Feed` and
/// `Features/Feed`; anything else to its top-level folder; files at the root to "(root)". A
/// `.cellbridge.json` `moduleFolders` list replaces the container folders, with `*` patterns.
enum ModulePath {
    static let defaultContainerFolders = ["Sources", "Modules", "Packages", "Features", "Targets"]

    static func module(of relativePath: String, containers: [String] = defaultContainerFolders) -> String {
        let components = relativePath.split(separator: "/").map(String.init)
        guard components.count >= 2 else { return "(root)" }
        if containers == defaultContainerFolders {
            // The common case, once per cell: one-component folders, no patterns.
            if components.count >= 3, defaultContainerFolders.contains(components[0]) {
                return components[0] + "/" + components[1]
            }
            return components[0]
        }
        var best: Int?
        for container in containers {
            let parts = container.split(separator: "/")
            // The container, then the module folder, then at least the file.
            guard components.count >= parts.count + 2, parts.count > (best ?? 0),
                zip(parts, components).allSatisfy({ PathPattern.matchesComponent($0, Substring($1)) })
            else { continue }
            best = parts.count
        }
        guard let depth = best else { return components[0] }
        return components[0...depth].joined(separator: "/")
    }
}
