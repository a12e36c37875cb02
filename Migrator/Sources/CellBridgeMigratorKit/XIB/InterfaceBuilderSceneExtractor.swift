/// Finds the scenes of a parsed storyboard, or the controller a XIB belongs to.
enum InterfaceBuilderSceneExtractor {
    static func scenes(
        in document: InterfaceBuilderElement, file: String, isStoryboard: Bool
    ) -> [InterfaceBuilderScene] {
        guard isStoryboard else {
            guard
                let owner = document.child(named: "objects")?.children.first(where: {
                    $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner"
                }), let name = owner["customClass"], name.hasSuffix("Controller")
            else { return [] }
            var scene = InterfaceBuilderScene(
                file: file, id: owner["id"] ?? "", elementName: "placeholder", line: owner.line)
            scene.customClass = name
            scene.isXIBOwner = true
            return [scene]
        }
        let initial = document["initialViewController"]
        var result: [InterfaceBuilderScene] = []
        for scene in document.descendants(where: { $0.name == "scene" }) {
            guard let objects = scene.child(named: "objects") else { continue }
            for controller in objects.children
            where controller.name.hasSuffix("Controller") || controller.name == "viewControllerPlaceholder" {
                guard let id = controller["id"] else { continue }
                var found = InterfaceBuilderScene(
                    file: file, id: id, elementName: controller.name, line: controller.line)
                found.customClass = controller["customClass"].flatMap { $0.isEmpty ? nil : $0 }
                found.storyboardIdentifier = controller["storyboardIdentifier"].flatMap { $0.isEmpty ? nil : $0 }
                found.isInitial = id == initial
                found.referencedStoryboard = controller["storyboardName"]
                found.referencedIdentifier = controller["referencedIdentifier"]
                found.segues = controller.descendants { $0.name == "segue" }.compactMap { segue in
                    guard let destination = segue["destination"] else { return nil }
                    return InterfaceBuilderScene.Segue(
                        destination: destination, kind: segue["kind"] ?? "show", identifier: segue["identifier"])
                }
                result.append(found)
            }
        }
        return result
    }
}
