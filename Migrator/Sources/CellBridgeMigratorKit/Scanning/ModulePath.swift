/// Derives the module (feature area) a file belongs to from its path, for per-module progress.
///
/// By default, the deepest container folder and the folder under it: `App/Modules/Feed/…` →
/// `App/Modules/Feed`, `Sources/Features/Feed/…` → `Sources/Features/Feed`,
/// `WooCommerce/Classes/ViewRelated/Orders/…` → `WooCommerce/Classes/ViewRelated/Orders`. A package's own
/// `Sources/<Target>` does not go deeper than the package (`Packages/Timeline/Sources/Timeline/…` →
/// `Packages/Timeline`). Without a container, the top-level folder; files at the root belong to "(root)".
/// A `.cellbridge.json` `moduleFolders` list replaces the container folders, with `*` patterns: a file then
/// belongs to the longest matching container and the folder under it.
enum ModulePath {
    private static let containerFolders: Set<String> = [
        "Sources", "Modules", "Packages", "Features", "Targets", "Scenes", "Screens", "Flows", "Classes",
        "ViewRelated", "Sections", "Components",
    ]
    /// Folders that hold a package's or target's code rather than name a feature.
    private static let codeFolders: Set<String> = ["Sources", "Source", "Classes"]

    /// The module of `relativePath`; `containers` are the configuration's `moduleFolders` (nil: the default).
    static func module(of relativePath: String, containers: [String]? = nil) -> String {
        let components = relativePath.split(separator: "/").map(String.init)
        guard components.count >= 2 else { return "(root)" }
        guard let containers else { return defaultModule(of: components) }
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

    private static func defaultModule(of components: [String]) -> String {
        let folders = Array(components.dropLast())
        var module: [String]?
        for (index, folder) in folders.enumerated() where containerFolders.contains(folder) && index + 1 < folders.count
        {
            if let current = module, codeFolders.contains(folder), folders[index + 1] == current.last {
                continue
            }
            if let current = module, codeFolders.contains(folder), current.count == index,
                containerFolders.contains(current[current.count - 2])
            {
                // `Packages/FeedKit/Sources/FeedKitUI`: the package is the module already.
                continue
            }
            module = Array(folders[...(index + 1)])
        }
        return (module ?? [folders[0]]).joined(separator: "/")
    }
}
