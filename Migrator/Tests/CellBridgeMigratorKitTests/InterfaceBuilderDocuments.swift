/// Interface Builder documents around the elements a test writes, so each fixture shows only what matters.
enum InterfaceBuilderDocuments {
    /// A `.xib` whose `<objects>` are `objects`.
    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// A `.storyboard` whose `<scenes>` are `scenes`.
    static func storyboard(_ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A storyboard with one table view controller scene, `controller`, holding one prototype.
    static func tableScene(controller: String, prototypeClass: String, identifier: String) -> String {
        storyboard(
            """
                    <scene sceneID="s1"><objects>
                        <tableViewController id="t1" customClass="\(controller)">
                            <tableView key="view" id="tv"><prototypes>
                                <tableViewCell id="p1" reuseIdentifier="\(identifier)" customClass="\(prototypeClass)"/>
                            </prototypes></tableView>
                        </tableViewController>
                    </objects></scene>
            """)
    }
}
