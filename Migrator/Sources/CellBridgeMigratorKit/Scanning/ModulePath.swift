/// Derives the module (feature area) a file belongs to from its path, for per-module progress.
///
/// `Sources/Feed/BannerCell.swift` and `Features/Feed/BannerCell.swift` belong to `Sources/Feed` and
/// `Features/Feed`; anything else to its top-level folder; files at the root to "(root)".
enum ModulePath {
    private static let containerFolders: Set<String> = ["Sources", "Modules", "Packages", "Features", "Targets"]

    static func module(of relativePath: String) -> String {
        let components = relativePath.split(separator: "/").map(String.init)
        guard components.count >= 2 else { return "(root)" }
        if containerFolders.contains(components[0]), components.count >= 3 {
            return components[0] + "/" + components[1]
        }
        return components[0]
    }
}
