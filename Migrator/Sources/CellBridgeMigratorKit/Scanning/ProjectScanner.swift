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

        let (configuration, configurationBytes) = try Self.configuration(at: root, fileSystem: fileSystem)
        // The cache file is read while the tree is walked: both are serial, and a warm run is little else.
        let loading = DispatchGroup()
        let loaded = ConcurrentSlots<AnalysisCache>(count: 1)
        let cacheDirectory = options.cacheDirectory
        DispatchQueue.global().async(group: loading) {
            if let cache = Self.cache(in: cacheDirectory, root: root) {
                loaded.store(cache, at: 0)
            }
        }
        var list = ProjectFileWalker(fileSystem: fileSystem).walk(root: root)
        if !configuration.excludedPaths.isEmpty {
            list.files.removeAll { configuration.excludes($0.relativePath) }
            list.problems.removeAll { configuration.excludes($0.path) }
        }
        let files = list.files
        loading.wait()
        let cache = loaded.values().first
        let maxFileSize = options.maxFileSize
        var stamps: [FileStamp?] = []
        var reportKey: UInt64 = 0
        if let cache {
            let stamped = ConcurrentSlots<FileStamp?>(count: files.count)
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                stamped.store(fileSystem.stamp(ofFileAt: files[index].absolutePath), at: index)
            }
            stamps = stamped.values()
            reportKey = Self.reportKey(
                configurationBytes, maxFileSize: maxFileSize, walkProblems: list.problems, markers: list.markers)
            if !options.needsScaffoldContext,
                var report = cache.unchangedReport(files: files.map(\.relativePath), stamps: stamps, key: reportKey)
            {
                report.filesFromCache = files.count
                report.filesAnalyzed = 0
                return report
            }
        }
        let slots = ConcurrentSlots<CachedAnalysis>(count: files.count)
        let fileStamps = stamps
        let order = Self.analysisOrder(files)
        DispatchQueue.concurrentPerform(iterations: files.count) { position in
            let index = order[position]
            slots.store(
                Self.analyze(
                    files[index], stamp: fileStamps.isEmpty ? nil : fileStamps[index], fileSystem: fileSystem,
                    maxFileSize: maxFileSize, cache: cache),
                at: index)
        }
        let results = slots.values()
        let allTargets = BuildTargetMap(results.flatMap(\.analysis.buildTargets))
        let analyses = results.map { Self.settingTestCodeApart($0.analysis, targets: allTargets) }
        var problems = list.problems
        problems.append(contentsOf: analyses.compactMap(\.problem))
        problems += configuration.warnings.map { InputProblem(path: ProjectConfiguration.fileName, reason: $0) }
        var buildTargets = allTargets
        let vendored = VendoredFolders.detect(
            markers: list.markers, files: files.map(\.relativePath),
            classes: analyses.flatMap { analysis in
                analysis.objectiveCClasses.map { ($0.file, $0.name) }
                    + (analysis.swiftFacts.map { facts in
                        facts.types.filter { $0.kind == .class && !$0.isExtension }.map { (facts.file, $0.name) }
                    } ?? [])
            },
            applicationProjects: Array(
                Set(
                    allTargets.targets.filter { $0.isApplication && !AppOwnership.isOutsideApp($0.source) }.map(
                        \.source))
            )
        )
        var deploymentTarget = Self.appDeploymentTarget(analyses, vendored: vendored)
        if let major = configuration.deploymentTarget {
            deploymentTarget = DeploymentTarget(
                majorVersion: major, minorVersion: configuration.deploymentTargetMinor,
                source: ProjectConfiguration.fileName)
            buildTargets = BuildTargetMap([])
        }
        let builder = InventoryBuilder(
            swiftFacts: analyses.compactMap(\.swiftFacts),
            interfaceBuilderCells: analyses.flatMap(\.interfaceBuilderCells),
            objectiveCClasses: analyses.flatMap(\.objectiveCClasses),
            deploymentTarget: deploymentTarget, buildTargets: buildTargets,
            interfaceBuilderScenes: analyses.flatMap(\.interfaceBuilderScenes), vendoredFolders: vendored)
        var cells = builder.cells()
        let dataSources = builder.dataSourceEvaluations(cells: cells)
        let (screens, edges) = builder.screens(dataSources: dataSources)
        let unused = builder.unusedCells(cells)
        var screensOfCell: [String: [String]] = [:]
        for screen in screens {
            for cell in screen.cellNames { screensOfCell[cell, default: []].append(screen.name) }
        }
        for index in cells.indices {
            cells[index].screens = (screensOfCell[cells[index].name] ?? []).sorted()
            cells[index].isUsed = !unused.contains(cells[index].name) || !cells[index].screens.isEmpty
        }
        if let folders = configuration.moduleFolders {
            for index in cells.indices {
                let location = cells[index].swiftFile ?? cells[index].xib ?? ""
                cells[index].module = ModulePath.module(of: location, containers: folders)
            }
        }
        var report = ScanReport(
            root: root,
            swiftFiles: files.filter { $0.role == .swift && !$0.isVendored }.count,
            xibFiles: files.filter { $0.role == .xib }.count,
            storyboardFiles: files.filter { $0.role == .storyboard }.count,
            cells: cells,
            dataSources: dataSources.map(\.entry),
            findings: Self.adopted(
                builder.findings(dataSources), suppressions: analyses.compactMap(\.suppressions),
                configuration: configuration),
            problems: problems.sorted(),
            screens: screens,
            deploymentTarget: builder.deploymentTarget)
        report.navigationEdges = edges
        (report.appRegistrations, report.unresolvedAppRegistrations) = builder.appRegistrations()
        report.notAnalysed = analyses.compactMap(\.swiftFacts).filter { !$0.isVendored }.flatMap(\.notAnalysed).sorted()
        report.targetDeploymentTargets = buildTargets.targets.compactMap { target in
            guard let version = target.majorVersion, !target.isTest, !vendored.isOutsideApp(target.source) else {
                return nil
            }
            return DeploymentTarget(
                majorVersion: version, minorVersion: target.minorVersion, source: target.source, targetName: target.name
            )
        }
        report.scaffoldContext = builder.scaffoldContext()
        // A file the cache keeps nothing of (over the size limit, unreadable) still shapes the report: the
        // report is kept only when every file has its record, so that file's removal is seen.
        cache?.save(
            results.compactMap(\.record), report: results.allSatisfy { $0.record != nil } ? report : nil,
            reportKey: reportKey)
        report.filesFromCache = results.filter(\.fromCache).count
        report.filesAnalyzed = results.count - report.filesFromCache
        return report
    }

    /// The order the files are handed to the cores: the kinds that take longest per file first (a project
    /// file, storyboards, Swift files, XIBs, then Objective-C), each kind in path order, so that no large file
    /// starts last and leaves the other cores idle (longest-first scheduling). Results keep the files' order.
    static func analysisOrder(_ files: [ProjectFile]) -> [Int] {
        func rank(_ role: ProjectFile.Role) -> Int {
            switch role {
            case .buildSettings: return 0
            case .storyboard: return 1
            case .swift: return 2
            case .xib: return 3
            case .objectiveC: return 4
            }
        }
        return files.indices.sorted { (rank(files[$0].role), $0) < (rank(files[$1].role), $1) }
    }

    /// A test target's file (the project says so, or, where no Xcode project compiles it, it sits in a `Tests/`
    /// folder): its classes still extend the hierarchy, but its doubles are not the app's cells, data sources or
    /// findings, and its Interface Builder files lay out nothing of the app.
    static func settingTestCodeApart(_ analysis: FileAnalysis, targets: BuildTargetMap) -> FileAnalysis {
        let path =
            analysis.swiftFacts?.file ?? analysis.objectiveCClasses.first?.file ?? analysis.interfaceBuilderCells.first?
            .file
            ?? analysis.interfaceBuilderScenes.first?.file
        guard let path else { return analysis }
        let compiling = targets.targets(compiling: path)
        // A package's `Tests/` folder is one of its targets' folders, not marked as a test bundle.
        let byFolder = compiling.allSatisfy { $0.source.hasSuffix("Package.swift") }
        let isTest = byFolder ? AppOwnership.isInTestFolder(path) : compiling.allSatisfy(\.isTest)
        guard isTest else { return analysis }
        var result = analysis
        result.swiftFacts?.isVendored = true
        result.objectiveCClasses = analysis.objectiveCClasses.map {
            var declaration = $0
            declaration.isVendored = true
            return declaration
        }
        result.interfaceBuilderCells = []
        result.interfaceBuilderScenes = []
        return result
    }

    /// What a scan's report depends on besides its files: the configuration file's bytes, the size limit,
    /// what the walk could not read and the files that say who owns a folder (a licence added makes it vendored).
    static func reportKey(
        _ configuration: [UInt8], maxFileSize: Int, walkProblems: [InputProblem], markers: [String] = []
    ) -> UInt64 {
        var input = configuration
        input += Array("\u{0}\(maxFileSize)".utf8)
        for problem in walkProblems {
            input += Array("\u{0}\(problem.path)\u{0}\(problem.reason)".utf8)
        }
        for marker in markers {
            input += Array("\u{1}\(marker)".utf8)
        }
        return input.withUnsafeBytes { ContentHash.hash($0) }
    }

    /// `.cellbridge.json` at the root, or the defaults when there is none.
    static func configuration(at root: String, fileSystem: any FileSystemAccess) throws(ScanFailure)
        -> (ProjectConfiguration, bytes: [UInt8])
    {
        let path = root + "/" + ProjectConfiguration.fileName
        guard fileSystem.kind(ofItemAt: path, followingLinks: true) == .file else {
            return (ProjectConfiguration(), [])
        }
        do {
            let bytes = try fileSystem.readFile(at: path)
            return (try ProjectConfiguration.parse(bytes), bytes)
        } catch let error as ProjectConfiguration.Invalid {
            throw ScanFailure(error.description)
        } catch {
            throw ScanFailure("cannot read \(ProjectConfiguration.fileName) (\(error))")
        }
    }

    /// The findings a team sees: without those its `// cellbridge:` comments silence, with one for each
    /// comment that names no rule, then filtered and re-graded by its configuration.
    static func adopted(
        _ findings: [Finding], suppressions: [SuppressionComments], configuration: ProjectConfiguration
    ) -> [Finding] {
        let byFile = Dictionary(suppressions.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        var kept = findings.filter { finding in
            !(byFile[finding.file]?.suppresses(finding.rule, onLine: finding.line) ?? false)
        }
        kept += suppressions.flatMap { $0.problems() }
        return configuration.apply(to: kept).sorted()
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
            guard ObjectiveCInterfaceReader.mayDeclareClasses(buffer) else { break }
            // A header's comment often shows an `@interface` as an example: only code declares classes.
            let code = BlankedSource(buffer, language: .objectiveC)
            analysis.objectiveCClasses = code.withBuffer {
                ObjectiveCInterfaceReader.classes(in: $0, file: file.relativePath)
            }.map {
                var declaration = $0
                declaration.isVendored = true
                return declaration
            }
        default:
            break
        }
    }

    /// The lowest iOS minimum of the app's own targets: a parsed `.pbxproj` counts its iOS targets that are
    /// not test bundles (an unparsable one, its lowest setting anywhere), a `Package.swift` its `.iOS(…)`, an
    /// `.xcconfig` its setting; those in vendored, demo, example or test folders only when nothing else says.
    /// Where projects define an application target, only those projects count: a library's own project elsewhere in
    /// the tree (`Libraries/Charts/Charts.xcodeproj`) says what the library supports, not what the app does.
    static func appDeploymentTarget(
        _ analyses: [FileAnalysis], vendored: VendoredFolders = VendoredFolders()
    ) -> DeploymentTarget? {
        let applicationProjects = Set(
            analyses.flatMap(\.buildTargets).filter {
                $0.isApplication && $0.majorVersion != nil && !vendored.isOutsideApp($0.source)
            }.map(\.source))
        var candidates: [DeploymentTarget] = []
        for analysis in analyses {
            guard let declared = analysis.deploymentTarget else { continue }
            let projectTargets = analysis.buildTargets.filter { $0.source.hasSuffix(".pbxproj") }
            if !applicationProjects.isEmpty, !applicationProjects.contains(declared.source),
                declared.source.hasSuffix(".pbxproj")
            {
                continue
            }
            if projectTargets.isEmpty {
                candidates.append(declared)
            } else if let lowest = projectTargets.filter({ !$0.isTest && $0.majorVersion != nil }).min(by: {
                ($0.majorVersion ?? 0, $0.minorVersion) < ($1.majorVersion ?? 0, $1.minorVersion)
            }), let major = lowest.majorVersion {
                candidates.append(
                    DeploymentTarget(majorVersion: major, minorVersion: lowest.minorVersion, source: declared.source))
            }
        }
        let own = candidates.filter { !vendored.isOutsideApp($0.source) }
        // On a tie, the application's own project is the one to name.
        let rank = { (target: DeploymentTarget) in applicationProjects.contains(target.source) ? 0 : 1 }
        return (own.isEmpty ? candidates : own).min {
            ($0.majorVersion, $0.minorVersion, rank($0), $0.source) < (
                $1.majorVersion, $1.minorVersion, rank($1), $1.source
            )
        }
    }

    static func absolutePath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standardized = URL(fileURLWithPath: absolute).standardized.path
        return standardized.count > 1 && standardized.hasSuffix("/") ? String(standardized.dropLast()) : standardized
    }

    /// The cache for `root`, unless there is no cache folder or it lies inside the scanned tree (the scan
    /// never writes there).
    static func cache(in directory: String?, root: String) -> AnalysisCache? {
        guard let directory else { return nil }
        let absolute = absolutePath(directory)
        guard absolute != root, !absolute.hasPrefix(root == "/" ? "/" : root + "/") else { return nil }
        return AnalysisCache(directory: absolute, root: root)
    }

    /// One file's analysis and what the next cache keeps of it.
    struct CachedAnalysis: Sendable {
        var analysis: FileAnalysis
        var record: AnalysisCache.Record?
        var fromCache = false
    }

    /// Reads one file once and extracts everything the scan needs from it, or takes it from the cache when
    /// it is unchanged: by its stamp without reading it, else by its contents.
    static func analyze(
        _ file: ProjectFile, stamp: FileStamp? = nil, fileSystem: any FileSystemAccess, maxFileSize: Int,
        cache: AnalysisCache? = nil
    ) -> CachedAnalysis {
        var analysis = FileAnalysis()
        if let cache, let stamp, stamp.size <= maxFileSize,
            let (cached, record) = cache.analysis(of: file.relativePath, stamp: stamp)
        {
            return CachedAnalysis(analysis: cached, record: record, fromCache: true)
        }
        let bytes: [UInt8]
        do {
            let contents = try fileSystem.readFile(at: file.absolutePath, sizeLimit: maxFileSize)
            guard let read = contents.bytes else {
                // A dependency's oversized file is not the app's problem.
                guard !file.isVendored else { return CachedAnalysis(analysis: analysis) }
                analysis.problem = InputProblem(
                    path: file.relativePath,
                    reason:
                        "\(contents.size / 1024) KB is over the \(maxFileSize / 1024) KB limit for one file; skipped")
                return CachedAnalysis(analysis: analysis)
            }
            bytes = read
        } catch {
            if !file.isVendored {
                analysis.problem = InputProblem(path: file.relativePath, reason: "cannot read file (\(error)); skipped")
            }
            return CachedAnalysis(analysis: analysis)
        }
        guard let cache else {
            return CachedAnalysis(analysis: analyzeContents(bytes, of: file))
        }
        let hash = ContentHash.hash(bytes)
        // The stamp taken before reading: a write after it changes the stamp the next run sees.
        let readStamp = stamp?.size == bytes.count ? stamp : nil
        if let (cached, record) = cache.analysis(
            of: file.relativePath, stamp: readStamp, size: bytes.count, hash: hash)
        {
            return CachedAnalysis(analysis: cached, record: record, fromCache: true)
        }
        analysis = analyzeContents(bytes, of: file)
        return CachedAnalysis(
            analysis: analysis,
            record: AnalysisCache.record(
                analysis, relativePath: file.relativePath, stamp: readStamp, size: bytes.count, hash: hash))
    }

    /// Everything the scan needs from one file's bytes.
    static func analyzeContents(_ bytes: [UInt8], of file: ProjectFile) -> FileAnalysis {
        var analysis = FileAnalysis()
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
                    analysis.deploymentTarget = DeploymentTarget(
                        majorVersion: version, minorVersion: target.minorVersion, source: file.relativePath)
                    analysis.buildTargets = [target]
                }
                var facts: SwiftSourceFacts
                if SourcePrefilter.needsParse(buffer) {
                    facts = SwiftSourceAnalyzer.analyze(bytes: buffer, file: file.relativePath)
                } else {
                    // Not worth a parse, but its classes may still be cells through an Objective-C or XIB base.
                    facts =
                        UnparsedSwiftReader.facts(in: buffer, file: file.relativePath)
                        ?? SwiftSourceFacts(file: file.relativePath, isParsed: false)
                }
                // Every file, parsed or not: what it names and where it navigates, from its comment-free bytes.
                let code = BlankedSource(buffer, language: .swift)
                facts.mentionedNameHashes = code.withBuffer { MentionedNamesReader.hashes(in: $0) }
                facts.navigation = SwiftNavigationReader.facts(in: buffer, code: code)
                facts.nibNameReferences = NibNameReader.names(in: buffer)
                // Tuist's manifest: a literal `.iOS("15.1")` is the project's minimum.
                if file.relativePath == "Project.swift" || file.relativePath.hasSuffix("/Project.swift"),
                    let version = DeploymentTargetDetector.version(in: buffer, format: .tuist)
                {
                    analysis.deploymentTarget = DeploymentTarget(
                        majorVersion: version.major, minorVersion: version.minor, source: file.relativePath)
                }
                analysis.swiftFacts = facts
                analysis.suppressions = SuppressionComments.parse(buffer, file: file.relativePath)
            case .objectiveC:
                let read = ObjectiveCFileReader.read(buffer, file: file.relativePath)
                analysis.objectiveCClasses = read.classes
                analysis.swiftFacts = read.facts
                analysis.suppressions = SuppressionComments.parse(buffer, file: file.relativePath)
            case .xib, .storyboard:
                do {
                    let document = try InterfaceBuilderParser.parse(bytes)
                    analysis.interfaceBuilderCells = InterfaceBuilderCellExtractor.cells(
                        in: document, file: file.relativePath, isStoryboard: file.role == .storyboard)
                    analysis.interfaceBuilderScenes = InterfaceBuilderSceneExtractor.scenes(
                        in: document, file: file.relativePath, isStoryboard: file.role == .storyboard)
                } catch {
                    analysis.problem = InputProblem(path: file.relativePath, reason: "\(error); skipped")
                }
            case .buildSettings:
                let isXcodeGen = file.relativePath.hasSuffix(".yml") || file.relativePath.hasSuffix(".yaml")
                if let version = DeploymentTargetDetector.version(
                    in: buffer, format: isXcodeGen ? .xcodeGen : .buildSettings)
                {
                    analysis.deploymentTarget = DeploymentTarget(
                        majorVersion: version.major, minorVersion: version.minor, source: file.relativePath)
                    if file.relativePath.hasSuffix(".pbxproj") {
                        analysis.buildTargets = XcodeProjectTargets.targets(in: buffer, projectFile: file.relativePath)
                    }
                }
            }
        }
        return analysis
    }
}
