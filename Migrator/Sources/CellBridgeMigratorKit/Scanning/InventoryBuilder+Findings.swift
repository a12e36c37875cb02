/// The findings that need the whole app: switching data sources (by ownership), `UIHostingConfiguration` by
/// the deployment target of the file's targets, containment over all of a type's methods and the app's view
/// helpers, strong captures in cells, pushes, links in hosted cells, `@StateObject`s handed an instance owned
/// elsewhere. UIKit rules skip files AppKit compiles.
extension InventoryBuilder {
    /// `dataSources` is what `dataSourceEvaluations(cells:)` returned.
    func findings(_ dataSources: [DataSourceEvaluation]) -> [Finding] {
        var findings = swiftFacts.flatMap(\.findings)
        findings += dataSourceFindings(dataSources)
        findings += hostingConfigurationFindings()
        findings += containmentFindings()
        findings += navigationLinkFindings()
        findings += stateObjectFindings()
        let cells = Set(cellKinds.keys)
        let navigationTypes = Set(swiftFacts.flatMap(\.typesWithNavigationContainer))
        for facts in swiftFacts {
            for capture in facts.strongSelfCaptures where cells.contains(capture.typeName) {
                findings.append(
                    Finding(
                        rule: .cellClosureCapturesSelfStrongly, file: facts.file, line: capture.line,
                        column: capture.column,
                        message:
                            "\(capture.typeName) stores a closure that captures self strongly; capture [weak self]."))
            }
            for push in facts.hostingPushes {
                let viaType = push.rootViewType.map { navigationTypes.contains($0) } ?? false
                guard push.rootViewHasNavigation || viaType else { continue }
                let what = viaType ? "\(push.rootViewType ?? "its root view")" : "its root view"
                findings.append(
                    Finding(
                        rule: .navigationStackInPushedHostingController, file: facts.file, line: push.line,
                        column: push.column,
                        message: "A UIHostingController is pushed onto a UINavigationController while \(what) contains "
                            + "a NavigationStack/NavigationView: two navigation bars."))
            }
        }
        let macOSFiles = Set(swiftFacts.filter(isCompiledForMacOSOnly).map(\.file))
        // A dependency's code copied into the tree is not the app's to change.
        return Array(Set(findings)).filter {
            !($0.rule.appliesToUIKitOnly && macOSFiles.contains($0.file))
                && vendoredFolders.dependency(of: $0.file) == nil
        }.sorted()
    }

    /// A file AppKit compiles and UIKit does not: it imports AppKit or Cocoa and not UIKit, or every target
    /// that compiles it is a macOS target.
    private func isCompiledForMacOSOnly(_ facts: SwiftSourceFacts) -> Bool {
        if facts.imports.contains("UIKit") { return false }
        if facts.imports.contains("AppKit") || facts.imports.contains("Cocoa") { return true }
        let targets = buildTargets.targets(compiling: facts.file)
        return !targets.isEmpty && targets.allSatisfy { $0.platform == .macOS }
    }

    // MARK: Data sources

    private func dataSourceFindings(_ dataSources: [DataSourceEvaluation]) -> [Finding] {
        var findings: [Finding] = []
        for evaluation in dataSources where evaluation.entry.switchesOnCellTypes {
            let entry = evaluation.entry
            let named = evaluation.cellTypes.isEmpty ? "" : " (\(evaluation.cellTypes.joined(separator: ", ")))"
            var branches = "\(entry.typeName).\(entry.method) branches on feature cell types\(named)"
            if !evaluation.overriddenIn.isEmpty {
                branches += ", in the overrides of its helpers in \(Self.list(evaluation.overriddenIn))"
            }
            let message: String
            let severity: Severity
            if let (placeholder, content) = Self.emptyStatePair(evaluation.cellTypes) {
                // Showing a placeholder while the list is empty teaches the data source no feature type.
                findings.append(
                    Finding(
                        rule: .sharedDataSourceSwitchesOnCellType, file: entry.file,
                        line: evaluation.switchPosition.line, column: evaluation.switchPosition.column,
                        message: "\(entry.typeName).\(entry.method) branches only between an empty-state placeholder "
                            + "(\(placeholder)) and its content cell (\(content)); when it learns a second feature cell, "
                            + "dequeue by viewModel.className instead.",
                        severity: .warning))
                continue
            }
            switch ownership(of: entry.typeName) {
            case .shared(let reason, let isSeen):
                message =
                    "\(branches) in a shared data source (\(reason)); dequeue by viewModel.className "
                    + "and let CellBridge route SwiftUI items."
                severity = isSeen ? .error : .warning
            case .ownedByOneScreen(let reason):
                message =
                    "\(branches) in one screen's own data source (\(reason)), so no shared layer "
                    + "learns them; dequeueing by viewModel.className still makes each migration a "
                    + "one-line change."
                severity = .warning
            }
            findings.append(
                Finding(
                    rule: .sharedDataSourceSwitchesOnCellType, file: entry.file, line: evaluation.switchPosition.line,
                    column: evaluation.switchPosition.column,
                    message: message, severity: severity))
        }
        return findings
    }

    /// `(EmptyListCell, OrderCell)` when a data source names exactly two cells and one of them is an empty-state
    /// placeholder by its name (`Empty…`, `…Placeholder…`, `NoResults…`, `NoData…`, `Blank…`).
    static func emptyStatePair(_ cells: [String]) -> (placeholder: String, content: String)? {
        guard cells.count == 2 else { return nil }
        let markers = ["Empty", "Placeholder", "NoResult", "NoData", "NoContent", "Blank", "Nothing"]
        let placeholders = cells.filter { name in markers.contains { name.contains($0) } }
        guard placeholders.count == 1, let placeholder = placeholders.first,
            let content = cells.first(where: { $0 != placeholder })
        else { return nil }
        return (placeholder, content)
    }

    // MARK: UIHostingConfiguration

    /// Each file is judged by the lowest of the targets that compile it; a file no known target compiles,
    /// by the lowest deployment target of the app's own targets.
    private func hostingConfigurationFindings() -> [Finding] {
        var findings: [Finding] = []
        for facts in swiftFacts where !facts.unguardedHostingConfigurations.isEmpty {
            let compiling = buildTargets.lowestTargets(compiling: facts.file)
            let target: String
            // Known to be below iOS 16, the code does not build: an error. Not known, it may: a warning.
            var severity = Severity.error
            if let lowest = compiling.first, let version = lowest.majorVersion {
                guard version < 16 else { continue }
                let names = compiling.map(\.name)
                target =
                    "its target\(names.count == 1 ? "" : "s") \(Self.list(names)) "
                    + "\(names.count == 1 ? "is" : "are") iOS \(lowest.versionText) (\(lowest.source))"
            } else if let deploymentTarget {
                guard deploymentTarget.majorVersion < 16 else { continue }
                target = "the deployment target is iOS \(deploymentTarget.versionText) (\(deploymentTarget.source))"
            } else {
                target = "the deployment target is unknown, assuming below iOS 16"
                severity = .warning
            }
            for position in facts.unguardedHostingConfigurations {
                findings.append(
                    Finding(
                        rule: .hostingConfigurationWithoutAvailability, file: facts.file, line: position.line,
                        column: position.column,
                        message: "UIHostingConfiguration needs iOS 16 but \(target); guard it with "
                            + "`if #available(iOS 16.0, *)` or use SwiftUIHostingConfiguration.",
                        severity: severity))
            }
        }
        return findings
    }

    // MARK: Containment

    /// A type (all its declarations and extensions together) that adds a hosting controller's view and never
    /// calls `addChild(_:)` or `didMove(toParent:)` in any method. Containment split over methods (`addChild`
    /// in `setUp`, `didMove(toParent:)` in `didMoveToWindow`) is the normal hosting-cell pattern and fine. A
    /// view handed to one of the app's own helpers that add their parameter as a subview is an addition too.
    /// Missing both with a direct `addSubview` is an error; the rest (one of the two missing, an addition
    /// through a helper) is a warning, since the tool cannot see every path.
    private func containmentFindings() -> [Finding] {
        let helpers = Set(swiftFacts.flatMap(\.viewAddingHelpers))
        var additions: [String: [(file: String, addition: HostingViewAddition)]] = [:]
        var addsChild: Set<String> = []
        var movesToParent: Set<String> = []
        for facts in swiftFacts {
            for type in facts.types {
                if type.callsAddChild { addsChild.insert(type.name) }
                if type.callsDidMoveToParent { movesToParent.insert(type.name) }
                for addition in type.hostingViewAdditions where addition.isDirect || helpers.contains(addition.callee) {
                    // An app type's controller counts when it is a UIHostingController subclass.
                    if let controller = addition.controllerType,
                        !([controller] + ancestors(of: controller)).contains("UIHostingController")
                    {
                        continue
                    }
                    additions[type.name, default: []].append((facts.file, addition))
                }
            }
        }
        var findings: [Finding] = []
        for (typeName, found) in additions {
            let callsAddChild = addsChild.contains(typeName)
            let callsDidMove = movesToParent.contains(typeName)
            guard !(callsAddChild && callsDidMove),
                let first = found.min(by: { ($0.file, $0.addition.line) < ($1.file, $1.addition.line) })
            else { continue }
            let missing = [callsAddChild ? nil : "addChild(_:)", callsDidMove ? nil : "didMove(toParent:)"]
                .compactMap { $0 }.joined(separator: " and ")
            let how = first.addition.isDirect ? "adds" : "hands to \(first.addition.callee)(_:), which adds it,"
            let severity: Severity = !callsAddChild && !callsDidMove && first.addition.isDirect ? .error : .warning
            findings.append(
                Finding(
                    rule: .hostingControllerWithoutContainment, file: first.file, line: first.addition.line,
                    message: "\(typeName).\(first.addition.function) \(how) a hosting controller's view, and no method "
                        + "of \(typeName) calls \(missing).",
                    severity: severity))
        }
        return findings
    }

    // MARK: NavigationLink in hosted cells

    /// SwiftUI content hosted in a cell (a hosting configuration's content, a cell's hosting controller's root
    /// view, CellBridge's `configure(rootView:)`, `makeHostedView()`), followed through the view types it is built
    /// from, same-file and cross-file by type name. A view with its own `NavigationStack` is a world of its own:
    /// its links work and are not followed.
    private func navigationLinkFindings() -> [Finding] {
        var links: [String: [(file: String, line: Int)]] = [:]
        var references: [String: Set<String>] = [:]
        for facts in swiftFacts {
            for (type, lines) in facts.navigationLinkLines {
                links[type, default: []] += lines.map { (facts.file, $0) }
            }
            for (type, names) in facts.viewReferences {
                references[type, default: []].formUnion(names)
            }
        }
        let withOwnStack = Set(swiftFacts.flatMap(\.typesWithNavigationContainer))
        let cells = reusableViewNames
        var findings: [Finding] = []
        for facts in swiftFacts {
            for content in facts.hostedContents where !content.needsCellHost || cells.contains(content.hostTypeName) {
                let host = "hosted by \(content.hostTypeName) through \(content.via) at \(facts.file):\(content.line)"
                for line in content.navigationLinkLines {
                    findings.append(navigationLinkFinding(file: facts.file, line: line, view: nil, host: host))
                }
                var visited: Set<String> = []
                var pending = content.viewTypes.filter { !withOwnStack.contains($0) }
                while let view = pending.popLast(), visited.count < 256 {
                    guard visited.insert(view).inserted else { continue }
                    for link in links[view] ?? [] {
                        findings.append(navigationLinkFinding(file: link.file, line: link.line, view: view, host: host))
                    }
                    pending += (references[view] ?? []).filter { !visited.contains($0) && !withOwnStack.contains($0) }
                }
            }
        }
        // One finding per link, whichever hosting path reaches it first.
        var seen: Set<String> = []
        return findings.sorted().filter { seen.insert("\($0.file):\($0.line)").inserted }
    }

    private func navigationLinkFinding(file: String, line: Int, view: String?, host: String) -> Finding {
        let subject =
            view.map { "This NavigationLink in \($0) does nothing when tapped: \($0) is cell content, \(host)" }
            ?? "This NavigationLink does nothing when tapped: it is cell content, \(host)"
        return Finding(
            rule: .navigationLinkInHostedCell, file: file, line: line,
            message: subject + ", and no NavigationStack or UINavigationController is connected to it; push with "
                + "CellBridge's `@Environment(\\.cellBridgeNavigate)`, or send an event to the view controller (a "
                + "delegate, `\\.cellBridgeSendEvent`) and push there.")
    }

    // MARK: StateObject handed in

    /// `@StateObject var viewModel: VM` fed from an initializer argument (the memberwise initializer, or an `init`
    /// wrapping its parameter): `Row(viewModel: VM())`, a factory call or a local made just before is the view
    /// creating it, which is fine; `Row(viewModel: viewModel)` with an instance owned elsewhere (a stored
    /// property, a parameter, an enum case's value) is the bug. Reported once, at the property, only when such
    /// a call site is seen.
    private func stateObjectFindings() -> [Finding] {
        var computed: [String: Set<String>] = [:]
        var parsedTypes: Set<String> = []
        for facts in swiftFacts where facts.isParsed {
            for (type, names) in facts.computedProperties {
                computed[type, default: []].formUnion(names)
            }
            parsedTypes.formUnion(facts.types.map(\.name))
        }
        var passed: [String: (file: String, reference: PassedReference)] = [:]
        for facts in swiftFacts {
            for reference in facts.passedReferences {
                // `parent.child` counts only when `parent`'s type was read and `child` is stored there: a computed
                // `child` is a factory, and an unread type leaves the tool unsure.
                if let member = reference.member {
                    guard let owner = reference.memberOf, parsedTypes.contains(owner),
                        computed[owner]?.contains(member) != true
                    else { continue }
                }
                let key = reference.typeName + "." + reference.label
                if passed[key] == nil { passed[key] = (facts.file, reference) }
            }
        }
        var findings: [Finding] = []
        for facts in swiftFacts {
            for input in facts.stateObjectInputs {
                guard let call = passed[input.typeName + "." + input.label] else { continue }
                let how = input.throughInit ? "its init wraps" : "its memberwise initializer takes"
                findings.append(
                    Finding(
                        rule: .stateObjectOwnedOutsideView, file: facts.file, line: input.line, column: input.column,
                        message: "@StateObject var \(input.property) in \(input.typeName): \(how) "
                            + "`\(call.reference.argument)` at \(call.file):\(call.reference.line), an instance owned "
                            + "outside the view; StateObject keeps the first one it sees, so later values are ignored: "
                            + "use @ObservedObject."))
            }
        }
        return findings
    }
}
