/// Reads a `project.pbxproj` once and says which Swift files each native target compiles and at which
/// iOS minimum: PBXFileReference (its path through the group tree) → PBXBuildFile →
/// PBXSourcesBuildPhase → PBXNativeTarget → its XCConfigurationList → each XCBuildConfiguration's
/// `IPHONEOS_DEPLOYMENT_TARGET`, the lowest of them, else the project-level configurations'; its platform
/// from `SDKROOT`/`SUPPORTED_PLATFORMS` (a macOS target has no iOS minimum); whether it is a test bundle.
/// Folders synchronized with a target (Xcode 16's `fileSystemSynchronizedGroups`) count as folders.
enum XcodeProjectTargets {
    static let groupKinds: Set<String> = [
        "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup",
    ]

    /// `projectFile` is the `.pbxproj`'s path relative to the scan root.
    static func targets(in bytes: UnsafeBufferPointer<UInt8>, projectFile: String) -> [BuildTarget] {
        guard let root = PropertyListParser.parse(bytes), let objects = root["objects"]?.dictionary,
            let projectID = root["rootObject"]?.string, let project = objects[projectID]
        else { return [] }
        // `App/App.xcodeproj/project.pbxproj` → `App`, then the project's own `projectDirPath`.
        let bundle = RelativePath.directory(of: projectFile)
        var projectDirectory = RelativePath.directory(of: bundle)
        if let dirPath = project["projectDirPath"]?.string, !dirPath.isEmpty {
            guard let joined = RelativePath.join(projectDirectory, dirPath) else { return [] }
            projectDirectory = joined
        }

        var paths: [String: String] = [:]
        if let mainGroup = project["mainGroup"]?.string {
            resolvePaths(
                of: mainGroup, parentPath: projectDirectory, projectDirectory: projectDirectory,
                objects: objects, into: &paths, depth: 0)
        }

        let projectList = project["buildConfigurationList"]?.string
        let projectVersion = lowestVersion(configurationList: projectList, objects)
        let projectPlatform = platform(configurationList: projectList, objects)
        var result: [BuildTarget] = []
        for targetID in project["targets"]?.array.compactMap(\.string) ?? [] {
            guard let target = objects[targetID], target["isa"]?.string == "PBXNativeTarget" else { continue }
            let list = target["buildConfigurationList"]?.string
            var version = lowestVersion(configurationList: list, objects) ?? projectVersion
            let platform = platform(configurationList: list, objects) ?? projectPlatform ?? .iOS
            if platform == .macOS {
                version = nil
            }
            guard version != nil || platform == .macOS else { continue }
            var files: [String] = []
            for phaseID in target["buildPhases"]?.array.compactMap(\.string) ?? [] {
                guard let phase = objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.array.compactMap(\.string) ?? [] {
                    if let reference = objects[buildFileID]?["fileRef"]?.string, let path = paths[reference] {
                        files.append(path)
                    }
                }
            }
            let folders = (target["fileSystemSynchronizedGroups"]?.array.compactMap(\.string) ?? []).compactMap {
                paths[$0].map { $0.isEmpty ? "" : $0 + "/" }
            }
            let productType = target["productType"]?.string ?? ""
            var built = BuildTarget(
                name: target["name"]?.string ?? targetID, majorVersion: version?.major, source: projectFile,
                files: files, folders: folders, platform: platform,
                isTest: productType.contains("unit-test") || productType.contains("ui-testing"))
            built.minorVersion = version?.minor ?? 0
            built.isApplication = productType == "com.apple.product-type.application"
            result.append(built)
        }
        return result
    }

    /// Paths (relative to the scan root) of every file reference and group under `id`.
    static func resolvePaths(
        of id: String, parentPath: String, projectDirectory: String, objects: [String: PropertyListValue],
        into paths: inout [String: String], depth: Int
    ) {
        guard depth < 64, paths[id] == nil, let object = objects[id] else { return }
        let path = object["path"]?.string ?? ""
        let resolved: String?
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": resolved = RelativePath.join(parentPath, path)
        case "SOURCE_ROOT": resolved = RelativePath.join(projectDirectory, path)
        default: resolved = nil
        }
        guard let resolved else { return }
        paths[id] = resolved
        guard groupKinds.contains(object["isa"]?.string ?? "") else { return }
        for child in object["children"]?.array.compactMap(\.string) ?? [] {
            resolvePaths(
                of: child, parentPath: resolved, projectDirectory: projectDirectory, objects: objects, into: &paths,
                depth: depth + 1)
        }
    }

    private static func lowestVersion(
        configurationList: String?, _ objects: [String: PropertyListValue]
    ) -> (major: Int, minor: Int)? {
        guard let configurationList, let list = objects[configurationList] else { return nil }
        return list["buildConfigurations"]?.array.compactMap { id -> (major: Int, minor: Int)? in
            guard let id = id.string, let setting = objects[id]?["buildSettings"]?["IPHONEOS_DEPLOYMENT_TARGET"],
                let text = setting.string
            else { return nil }
            return version(text)
        }.min { ($0.major, $0.minor) < ($1.major, $1.minor) }
    }

    /// The platform every configuration of the list builds for, from `SUPPORTED_PLATFORMS` or `SDKROOT`;
    /// `multiple` when they list several or disagree, `nil` when none says.
    private static func platform(
        configurationList: String?, _ objects: [String: PropertyListValue]
    ) -> BuildTarget.Platform? {
        guard let configurationList, let list = objects[configurationList] else { return nil }
        let platforms =
            list["buildConfigurations"]?.array.compactMap { id -> BuildTarget.Platform? in
                guard let id = id.string, let settings = objects[id]?["buildSettings"] else { return nil }
                let supported = settings["SUPPORTED_PLATFORMS"]?.string ?? ""
                let sdk = settings["SDKROOT"]?.string ?? ""
                let mac = supported.contains("macosx") || sdk == "macosx"
                let iOS = supported.contains("iphone") || sdk == "iphoneos" || supported.contains("xros")
                if mac && iOS { return .multiple }
                if mac { return .macOS }
                if iOS { return .iOS }
                return sdk == "auto" ? .multiple : nil
            } ?? []
        guard let first = platforms.first else { return nil }
        return platforms.allSatisfy { $0 == first } ? first : .multiple
    }

    /// (15, 1) for `15.1`, (14, 0) for `14.0` and `14`; `nil` for `$(inherited)` or nonsense.
    static func version(_ text: String) -> (major: Int, minor: Int)? {
        guard let major = Int(text.prefix { $0.isNumber }), (8...40).contains(major) else { return nil }
        let rest = text.drop { $0.isNumber }
        let minor = rest.first == "." ? Int(rest.dropFirst().prefix { $0.isNumber }) ?? 0 : 0
        return (major, minor)
    }
}
