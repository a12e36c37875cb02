/// Who owns a cell, what it hosts, and whether anything uses it: what keeps dependencies' cells and dead code out
/// of the migration plan.
extension InventoryBuilder {
    // MARK: Owner

    /// A dependency's cell: its class lives in a dependency folder (a vendored copy, `Pods/`, a folder with its own
    /// licence, see `VendoredFolders`), or Interface Builder
    /// names a `customModule` that is none of the app's own targets for a class the app does not declare.
    func owner(
        of name: String, layouts: [InterfaceBuilderCell], file: String?
    ) -> (owner: CellOwner, dependency: String?) {
        if let file {
            if let dependency = vendoredFolders.dependency(of: file) { return (.dependency, dependency) }
            return (.app, nil)
        }
        let ownModules = Set(buildTargets.targets.map { $0.name.replacingOccurrences(of: " ", with: "_") })
        if let module = layouts.compactMap(\.customModule).first, !ownModules.contains(module) {
            return (.dependency, module)
        }
        if let vendored = vendoredClassFiles[name] {
            return (.dependency, vendoredFolders.dependency(of: vendored) ?? vendored)
        }
        // A class only Interface Builder knows, laid out in a dependency's own storyboard or XIB.
        if let dependency = layouts.compactMap({ vendoredFolders.dependency(of: $0.file) }).first {
            return (.dependency, dependency)
        }
        return (.app, nil)
    }

    // MARK: Child view controllers

    /// The view controllers whose view the cell adds to its own (`contentView.addSubview(child.view)`), other than
    /// hosting controllers, with the XIB each one lays out its screen in, if any.
    func childControllers(of code: SwiftTypeFacts?) -> [(name: String, xib: String?)] {
        guard let code else { return [] }
        var result: [(name: String, xib: String?)] = []
        for addition in code.hostingViewAdditions {
            guard let controller = addition.controllerType, !result.contains(where: { $0.name == controller }),
                !([controller] + ancestors(of: controller)).contains("UIHostingController")
            else { continue }
            let xib = interfaceBuilderScenes.first { $0.isXIBOwner && $0.customClass == controller }?.file
            result.append((controller, xib))
        }
        return result
    }

    // MARK: Use

    /// The cells nothing uses: no file other than their own (the files declaring the class, its extensions and
    /// implementation, its XIBs) registers, dequeues, loads or names them, and no storyboard holds their prototype.
    /// A file declaring nothing but unused cells is no evidence either, so an unused subclass does not keep its base
    /// class in use. Cells only Interface Builder knows (a class-less XIB) need their nib loaded or registered.
    func unusedCells(_ cells: [CellInventoryEntry]) -> Set<String> {
        let names = Set(cells.map(\.name))
        let nameHashes = names.map { (MentionedNamesReader.hash(of: $0), $0) }.sorted { $0.0 < $1.0 }
        var evidence: [String: Set<String>] = [:]
        var declaredInFile: [String: Set<String>] = [:]
        var ownFiles: [String: Set<String>] = [:]
        // A cell declared beside the screen that shows it: its own file registers, dequeues or dispatches over it.
        var dequeuedIn: [String: Set<String>] = [:]
        for facts in swiftFacts {
            for type in facts.types {
                declaredInFile[facts.file, default: []].insert(type.name)
                if names.contains(type.name) { ownFiles[type.name, default: []].insert(facts.file) }
            }
            // Both lists sorted by hash: one merge finds the cells a file names.
            var fileIndex = 0
            let fileHashes = facts.mentionedNameHashes
            for (hash, name) in nameHashes {
                while fileIndex < fileHashes.count, fileHashes[fileIndex] < hash { fileIndex += 1 }
                if fileIndex < fileHashes.count, fileHashes[fileIndex] == hash {
                    evidence[name, default: []].insert(facts.file)
                }
            }
            for registration in facts.registrations {
                for name in Set([registration.cellClass, registration.nibName].compactMap { $0 }) {
                    evidence[name, default: []].insert(facts.file)
                    dequeuedIn[name, default: []].insert(facts.file)
                }
            }
            for dataSource in facts.dataSources {
                for name in dataSource.referencedTypeNames.intersection(names) {
                    dequeuedIn[name, default: []].insert(facts.file)
                }
            }
            for nib in facts.nibNameReferences {
                evidence[nib, default: []].insert(facts.file)
            }
        }
        for declaration in objectiveCClasses.values {
            declaredInFile[declaration.file, default: []].insert(declaration.name)
            if names.contains(declaration.name) { ownFiles[declaration.name, default: []].insert(declaration.file) }
        }
        var unused: Set<String> = []
        for _ in 0..<8 {
            let deadFiles = Set(
                declaredInFile.filter { _, declared in !declared.isEmpty && declared.isSubset(of: unused) }.keys)
            var next: Set<String> = []
            for cell in cells {
                let layouts = interfaceBuilderLayouts[cell.name] ?? []
                if layouts.contains(where: \.isStoryboardPrototype) { continue }
                // A class no scanned code declares and no XIB file lays out cannot be judged: it stays in use.
                let nibNames = Set(layouts.compactMap(\.nibName))
                guard cell.language != nil || !nibNames.isEmpty else { continue }
                let own = (ownFiles[cell.name] ?? []).union(layouts.map(\.file)).filter { file in
                    !(dequeuedIn[cell.name]?.contains(file) ?? false)
                        || (declaredInFile[file] ?? []).subtracting([cell.name]).isEmpty
                }
                var files = evidence[cell.name] ?? []
                for nib in nibNames { files.formUnion(evidence[nib] ?? []) }
                if files.subtracting(own).subtracting(deadFiles).isEmpty {
                    next.insert(cell.name)
                }
            }
            if next == unused { break }
            unused = next
        }
        return unused
    }
}
