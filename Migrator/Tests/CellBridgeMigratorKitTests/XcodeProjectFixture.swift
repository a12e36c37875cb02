import Foundation

/// Writes `project.pbxproj` texts the way Xcode writes them, for apps of several targets: files in
/// classic groups (one group per folder) compiled by the targets that list them, Xcode 16 folders
/// synchronised with targets and their membership exceptions, and the CellBridge package.
struct XcodeProjectFixture {
    struct Target {
        var name: String
        /// Files (relative to the project's folder) in this target's Sources phase.
        var files: [String] = []
        /// Synchronised folders this target owns.
        var folders: [String] = []
        /// `iphoneos` or `macosx`.
        var sdk = "iphoneos"
        /// Whether the target already depends on CellBridge's library.
        var usesCellBridge = false
    }

    /// Files of `folder` whose membership in `target` differs from the folder's default.
    struct Exception {
        var folder: String
        var target: String
        var files: [String]
    }

    var targets: [Target]
    var exceptions: [Exception] = []
    /// Whether the project has a CellBridge package reference.
    var hasCellBridgePackage = true

    private final class IDs {
        private var next = 0x100
        func make() -> String {
            next += 1
            return String(format: "%024X", next)
        }
    }

    var text: String {
        let ids = IDs()
        let classicFiles = Array(Set(targets.flatMap(\.files))).sorted()
        let folders = Array(Set(targets.flatMap(\.folders) + exceptions.map(\.folder))).sorted()
        let directories = Array(Set(classicFiles.map { ($0 as NSString).deletingLastPathComponent })).sorted()
        let fileIDs = Dictionary(uniqueKeysWithValues: classicFiles.map { ($0, ids.make()) })
        let groupIDs = Dictionary(uniqueKeysWithValues: directories.map { ($0, ids.make()) })
        let folderIDs = Dictionary(uniqueKeysWithValues: folders.map { ($0, ids.make()) })
        let targetIDs = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, ids.make()) })
        let exceptionIDs = exceptions.map { _ in ids.make() }
        let (mainGroup, projectID, package) = (ids.make(), ids.make(), ids.make())
        let projectConfigurations = ids.make()
        var buildFiles: [String] = []
        var sections: [String: [String]] = [:]
        var targetBlocks: [String] = []
        for target in targets {
            let (sources, frameworks, configurations, debug, product) = (
                ids.make(), ids.make(), ids.make(), ids.make(), ids.make()
            )
            var sourceEntries: [String] = []
            for file in target.files {
                let name = (file as NSString).lastPathComponent
                let buildFile = ids.make()
                buildFiles.append(
                    "\t\t\(buildFile) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(fileIDs[file]!) /* \(name) */; };"
                )
                sourceEntries.append("\t\t\t\t\(buildFile) /* \(name) in Sources */,")
            }
            var frameworkEntries: [String] = []
            var productLines = ""
            if target.usesCellBridge {
                let link = ids.make()
                buildFiles.append(
                    "\t\t\(link) /* CellBridge in Frameworks */ = {isa = PBXBuildFile; productRef = \(product) /* CellBridge */; };"
                )
                frameworkEntries.append("\t\t\t\t\(link) /* CellBridge in Frameworks */,")
                productLines = "\t\t\tpackageProductDependencies = (\n\t\t\t\t\(product) /* CellBridge */,\n\t\t\t);\n"
                sections["XCSwiftPackageProductDependency", default: []].append(
                    "\t\t\(product) /* CellBridge */ = {\n\t\t\tisa = XCSwiftPackageProductDependency;\n"
                        + "\t\t\tpackage = \(package) /* XCRemoteSwiftPackageReference \"CellBridge\" */;\n"
                        + "\t\t\tproductName = CellBridge;\n\t\t};")
            }
            sections["PBXSourcesBuildPhase", default: []].append(
                "\t\t\(sources) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n"
                    + "\t\t\tfiles = (\n" + sourceEntries.map { $0 + "\n" }.joined() + "\t\t\t);\n"
                    + "\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};")
            sections["PBXFrameworksBuildPhase", default: []].append(
                "\t\t\(frameworks) /* Frameworks */ = {\n\t\t\tisa = PBXFrameworksBuildPhase;\n"
                    + "\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n"
                    + frameworkEntries.map { $0 + "\n" }.joined()
                    + "\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};")
            sections["XCBuildConfiguration", default: []].append(
                "\t\t\(debug) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
                    + "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 14.0;\n\t\t\t\tSDKROOT = \(target.sdk);\n\t\t\t};\n"
                    + "\t\t\tname = Debug;\n\t\t};")
            sections["XCConfigurationList", default: []].append(
                "\t\t\(configurations) /* Build configuration list for PBXNativeTarget \"\(target.name)\" */ = {\n"
                    + "\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\t\(debug) /* Debug */,\n"
                    + "\t\t\t);\n\t\t};")
            let synchronized =
                target.folders.isEmpty
                ? ""
                : "\t\t\tfileSystemSynchronizedGroups = (\n"
                    + target.folders.map { "\t\t\t\t\(folderIDs[$0]!) /* \($0) */,\n" }.joined() + "\t\t\t);\n"
            targetBlocks.append(
                "\t\t\(targetIDs[target.name]!) /* \(target.name) */ = {\n\t\t\tisa = PBXNativeTarget;\n"
                    + "\t\t\tbuildConfigurationList = \(configurations) /* Build configuration list for PBXNativeTarget \"\(target.name)\" */;\n"
                    + "\t\t\tbuildPhases = (\n\t\t\t\t\(sources) /* Sources */,\n\t\t\t\t\(frameworks) /* Frameworks */,\n\t\t\t);\n"
                    + synchronized + "\t\t\tname = \(target.name);\n" + productLines
                    + "\t\t\tproductName = \(target.name);\n\t\t\tproductType = \"com.apple.product-type.application\";\n\t\t};"
            )
        }
        let references = classicFiles.map { file -> String in
            let name = (file as NSString).lastPathComponent
            return
                "\t\t\(fileIDs[file]!) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; "
                + "path = \(name); sourceTree = \"<group>\"; };"
        }
        var groups = [
            "\t\t\(mainGroup) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
                + directories.map { "\t\t\t\t\(groupIDs[$0]!) /* \($0) */,\n" }.joined()
                + folders.map { "\t\t\t\t\(folderIDs[$0]!) /* \($0) */,\n" }.joined()
                + "\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};"
        ]
        for directory in directories {
            let children = classicFiles.filter { ($0 as NSString).deletingLastPathComponent == directory }
            groups.append(
                "\t\t\(groupIDs[directory]!) /* \(directory) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
                    + children.map { "\t\t\t\t\(fileIDs[$0]!) /* \(($0 as NSString).lastPathComponent) */,\n" }.joined()
                    + "\t\t\t);\n\t\t\tpath = \(directory);\n\t\t\tsourceTree = \"<group>\";\n\t\t};")
        }
        var synchronizedGroups: [String] = []
        for folder in folders {
            let own = exceptions.enumerated().filter { $0.element.folder == folder }
            let list =
                own.isEmpty
                ? ""
                : "\t\t\texceptions = (\n"
                    + own.map {
                        "\t\t\t\t\(exceptionIDs[$0.offset]) /* Exceptions for \"\(folder)\" folder in \"\($0.element.target)\" target */,\n"
                    }
                    .joined() + "\t\t\t);\n"
            synchronizedGroups.append(
                "\t\t\(folderIDs[folder]!) /* \(folder) */ = {\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n"
                    + list
                    + "\t\t\tpath = \(folder);\n\t\t\tsourceTree = \"<group>\";\n\t\t};")
        }
        let exceptionSets = exceptions.enumerated().map { index, exception in
            "\t\t\(exceptionIDs[index]) /* Exceptions for \"\(exception.folder)\" folder in \"\(exception.target)\" target */ = {\n"
                + "\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;\n\t\t\tmembershipExceptions = (\n"
                + exception.files.map { "\t\t\t\t\($0),\n" }.joined() + "\t\t\t);\n"
                + "\t\t\ttarget = \(targetIDs[exception.target]!) /* \(exception.target) */;\n\t\t};"
        }
        let packageLines =
            hasCellBridgePackage
            ? "\t\t\tpackageReferences = (\n\t\t\t\t\(package) /* XCRemoteSwiftPackageReference \"CellBridge\" */,\n\t\t\t);\n"
            : ""
        let project =
            "\t\t\(projectID) /* Project object */ = {\n\t\t\tisa = PBXProject;\n"
            + "\t\t\tbuildConfigurationList = \(projectConfigurations) /* Build configuration list for PBXProject \"App\" */;\n"
            + "\t\t\tcompatibilityVersion = \"Xcode 15.0\";\n\t\t\tmainGroup = \(mainGroup);\n" + packageLines
            + "\t\t\tprojectDirPath = \"\";\n\t\t\tprojectRoot = \"\";\n\t\t\ttargets = (\n"
            + targets.map { "\t\t\t\t\(targetIDs[$0.name]!) /* \($0.name) */,\n" }.joined() + "\t\t\t);\n\t\t};"
        sections["XCConfigurationList", default: []].append(
            "\t\t\(projectConfigurations) /* Build configuration list for PBXProject \"App\" */ = {\n"
                + "\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t);\n\t\t};")
        if hasCellBridgePackage {
            sections["XCRemoteSwiftPackageReference"] = [
                "\t\t\(package) /* XCRemoteSwiftPackageReference \"CellBridge\" */ = {\n"
                    + "\t\t\tisa = XCRemoteSwiftPackageReference;\n\t\t\trepositoryURL = \"https://example.com/CellBridge.git\";\n"
                    + "\t\t\trequirement = {\n\t\t\t\tkind = upToNextMajorVersion;\n\t\t\t\tminimumVersion = 0.1.0;\n"
                    + "\t\t\t};\n\t\t};"
            ]
        } else {
            sections["XCSwiftPackageProductDependency"] = nil
        }
        sections["PBXBuildFile"] = buildFiles
        sections["PBXFileReference"] = references
        sections["PBXGroup"] = groups
        sections["PBXFileSystemSynchronizedRootGroup"] = synchronizedGroups
        sections["PBXFileSystemSynchronizedBuildFileExceptionSet"] = exceptionSets
        sections["PBXNativeTarget"] = targetBlocks
        sections["PBXProject"] = [project]
        let body = sections.keys.sorted().filter { !(sections[$0]?.isEmpty ?? true) }.map { isa in
            "\n/* Begin \(isa) section */\n" + sections[isa]!.joined(separator: "\n") + "\n/* End \(isa) section */\n"
        }.joined()
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n"
            + body
            + "\t};\n\trootObject = \(projectID) /* Project object */;\n}\n"
    }
}
