internal import Dispatch
internal import Foundation

/// Scans an app folder: walks it, reads every relevant file exactly once on all cores, parses only
/// the Swift files the byte prefilter lets through, and merges the facts into a `ScanReport`.
public struct ProjectScanner: Sendable {
    public var options: ScanOptions

    public init(options: ScanOptions = ScanOptions()) {
        self.options = options
    }

    /// Scans `path` (absolute or relative to the current directory).
    ///
    /// - Throws: `ScanFailure` when the path does not exist or is not a readable folder.
    public func scan(path: String) throws(ScanFailure) -> ScanReport {
        let root = Self.absolutePath(path)
        let fileSystem = options.fileSystem
        switch fileSystem.kind(ofItemAt: root, followingLinks: true) {
        case nil:
            throw ScanFailure("'\(path)' does not exist; pass the folder that contains the app's sources")
        case .directory?:
            break
        default:
            throw ScanFailure("'\(path)' is not a folder; pass the folder that contains the app's sources")
        }
        do {
            _ = try fileSystem.contentsOfDirectory(at: root)
        } catch {
            throw ScanFailure("cannot read '\(path)' (\(error)); check its permissions")
        }

        let list = ProjectFileWalker(fileSystem: fileSystem).walk(root: root)
        let files = list.files
        let slots = ConcurrentSlots<FileAnalysis>(count: files.count)
        let maxFileSize = options.maxFileSize
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            slots.store(Self.analyze(files[index], fileSystem: fileSystem, maxFileSize: maxFileSize), at: index)
        }
        let analyses = slots.values()
        var problems = list.problems
        problems.append(contentsOf: analyses.compactMap(\.problem))
        let buildTargets = BuildTargetMap(analyses.flatMap(\.buildTargets))
        let builder = InventoryBuilder(
            swiftFacts: analyses.compactMap(\.swiftFacts),
            interfaceBuilderCells: analyses.flatMap(\.interfaceBuilderCells),
            objectiveCClasses: analyses.flatMap(\.objectiveCClasses),
            deploymentTarget: Self.appDeploymentTarget(analyses), buildTargets: buildTargets)
        let cells = builder.cells()
        let dataSources = builder.dataSourceEvaluations(cells: cells)
        var report = ScanReport(
            root: root,
            swiftFiles: files.filter { $0.role == .swift && !$0.isVendored }.count,
            xibFiles: files.filter { $0.role == .xib }.count,
            storyboardFiles: files.filter { $0.role == .storyboard }.count,
            cells: cells,
            dataSources: dataSources.map(\.entry),
            findings: builder.findings(dataSources),
            problems: problems.sorted(),
            screens: builder.screens(),
            deploymentTarget: builder.deploymentTarget)
        report.targetDeploymentTargets = buildTargets.targets.compactMap { target in
            guard let version = target.majorVersion, !target.isTest, !AppOwnership.isOutsideApp(target.source) else {
                return nil
            }
            return DeploymentTarget(majorVersion: version, source: target.source, targetName: target.name)
        }
        report.scaffoldContext = builder.scaffoldContext()
        return report
    }

    /// A dependency's file: only the classes it declares, for the app's inheritance chains; no problems.
    private static func analyzeVendored(
        _ file: ProjectFile, _ buffer: UnsafeBufferPointer<UInt8>, into analysis: inout FileAnalysis
    ) {
        switch file.role {
        case .swift:
            let classes = SwiftClassHeaderReader.classes(in: buffer, file: file.relativePath)
            if !classes.isEmpty {
                var facts = SwiftSourceFacts(file: file.relativePath, isParsed: false, types: classes)
                facts.isVendored = true
                analysis.swiftFacts = facts
            }
        case .objectiveC:
            if ObjectiveCInterfaceReader.mayDeclareClasses(buffer) {
                analysis.objectiveCClasses = ObjectiveCInterfaceReader.classes(in: buffer, file: file.relativePath).map
                {
                    var declaration = $0
                    declaration.isVendored = true
                    return declaration
                }
            }
        default:
            break
        }
    }

    /// The lowest iOS minimum of the app's own targets: a parsed `.pbxproj` counts its iOS targets that are
    /// not test bundles (an unparsable one, its lowest setting anywhere), a `Package.swift` its `.iOS(…)`, an
    /// `.xcconfig` its setting; those in vendored, demo, example or test folders only when nothing else says.
    static func appDeploymentTarget(_ analyses: [FileAnalysis]) -> DeploymentTarget? {
        var candidates: [DeploymentTarget] = []
        for analysis in analyses {
            guard let declared = analysis.deploymentTarget else { continue }
            let projectTargets = analysis.buildTargets.filter { $0.source.hasSuffix(".pbxproj") }
            if projectTargets.isEmpty {
                candidates.append(declared)
            } else if let lowest = projectTargets.filter({ !$0.isTest }).compactMap(\.majorVersion).min() {
                candidates.append(DeploymentTarget(majorVersion: lowest, source: declared.source))
            }
        }
        let own = candidates.filter { !AppOwnership.isOutsideApp($0.source) }
        return (own.isEmpty ? candidates : own).min { ($0.majorVersion, $0.source) < ($1.majorVersion, $1.source) }
    }

    static func absolutePath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standardized = URL(fileURLWithPath: absolute).standardized.path
        return standardized.count > 1 && standardized.hasSuffix("/") ? String(standardized.dropLast()) : standardized
    }

    /// Reads one file once and extracts everything the scan needs from it.
    static func analyze(_ file: ProjectFile, fileSystem: any FileSystemAccess, maxFileSize: Int) -> FileAnalysis {
        var analysis = FileAnalysis()
        if let size = fileSystem.sizeOfFile(at: file.absolutePath), size > maxFileSize {
            guard !file.isVendored else { return analysis }
            analysis.problem = InputProblem(
                path: file.relativePath,
                reason: "\(size / 1024) KB is over the \(maxFileSize / 1024) KB limit for one file; skipped")
            return analysis
        }
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readFile(at: file.absolutePath)
        } catch {
            if !file.isVendored {
                analysis.problem = InputProblem(path: file.relativePath, reason: "cannot read file (\(error)); skipped")
            }
            return analysis
        }
        bytes.withUnsafeBufferPointer { buffer in
            if file.isVendored {
                analyzeVendored(file, buffer, into: &analysis)
                return
            }
            switch file.role {
            case .swift:
                if ByteSearch.containsNul(buffer) {
                    analysis.problem = InputProblem(
                        path: file.relativePath, reason: "binary file, not Swift source; skipped")
                    return
                }
                if !ByteSearch.isValidUTF8(buffer) {
                    analysis.problem = InputProblem(path: file.relativePath, reason: "not valid UTF-8 text; skipped")
                    return
                }
                if file.relativePath == "Package.swift" || file.relativePath.hasSuffix("/Package.swift"),
                    let target = PackageManifestTargets.target(in: buffer, manifest: file.relativePath),
                    let version = target.majorVersion
                {
                    analysis.deploymentTarget = DeploymentTarget(majorVersion: version, source: file.relativePath)
                    analysis.buildTargets = [target]
                }
                if SourcePrefilter.needsParse(buffer) {
                    analysis.swiftFacts = SwiftSourceAnalyzer.analyze(bytes: buffer, file: file.relativePath)
                } else {
                    // Not worth a parse, but its classes may still be cells through an Objective-C or XIB base.
                    analysis.swiftFacts = UnparsedSwiftReader.facts(in: buffer, file: file.relativePath)
                }
            case .objectiveC:
                if ObjectiveCInterfaceReader.mayDeclareClasses(buffer) {
                    analysis.objectiveCClasses = ObjectiveCInterfaceReader.classes(in: buffer, file: file.relativePath)
                }
            case .xib, .storyboard:
                do {
                    let document = try InterfaceBuilderParser.parse(bytes)
                    analysis.interfaceBuilderCells = InterfaceBuilderCellExtractor.cells(
                        in: document, file: file.relativePath, isStoryboard: file.role == .storyboard)
                } catch {
                    analysis.problem = InputProblem(path: file.relativePath, reason: "\(error); skipped")
                }
            case .buildSettings:
                if let version = DeploymentTargetDetector.majorVersion(in: buffer, isPackageManifest: false) {
                    analysis.deploymentTarget = DeploymentTarget(majorVersion: version, source: file.relativePath)
                    if file.relativePath.hasSuffix(".pbxproj") {
                        analysis.buildTargets = XcodeProjectTargets.targets(in: buffer, projectFile: file.relativePath)
                    }
                }
            }
        }
        return analysis
    }
}
