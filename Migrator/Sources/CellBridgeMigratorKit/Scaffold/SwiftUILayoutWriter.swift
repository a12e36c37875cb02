internal import Foundation

/// Turns an Interface Builder view tree into SwiftUI source: labels into `Text`, image views into
/// `Image`, buttons into `Button`, stack views into `VStack`/`HStack` with their spacing and alignment,
/// keeping the XIB's order and the attributes that translate simply (text, font, colour, image name).
struct SwiftUILayoutWriter {
    /// Outlet property names by view id, used as comments so the author knows what to bind.
    let outlets: [String: String]
    /// Action selectors by view id.
    let actions: [String: String]
    /// What the cell's code sets on each outlet (`migrate`); empty, the XIB's placeholders are shown (`scaffold`).
    var bindings = CellBindings()
    /// Action selectors by view id, of actions the layout sends to an object that is not the cell.
    var actionsElsewhere: [String: String] = [:]
    /// `migrate`: what the view cannot do is a `TODO(cellbridge)` gap; `scaffold` drafts, and only notes it.
    var isMigration = false

    init(outlets: [String: String], actions: [String: String]) {
        self.outlets = outlets
        self.actions = actions
    }

    /// Reads the outlets a cell element connects and the action of every control inside it.
    init(connectionsOf cell: InterfaceBuilderElement) {
        var outlets: [String: String] = [:]
        var actions: [String: String] = [:]
        for connection in cell.child(named: "connections")?.children ?? [] where connection.name == "outlet" {
            if let destination = connection["destination"], let property = connection["property"] {
                outlets[destination] = property
            }
        }
        var elsewhere: [String: String] = [:]
        for control in cell.descendants(where: { $0.child(named: "connections") != nil }) {
            guard let id = control["id"] else { continue }
            for action in control.child(named: "connections")?.children ?? [] where action.name == "action" {
                guard let selector = action["selector"] else { continue }
                // Only an action sent to the cell is the cell's method; a storyboard sends others to its screen.
                if action["destination"] == nil || action["destination"] == cell["id"] {
                    actions[id] = selector
                } else {
                    elsewhere[id] = selector
                }
            }
        }
        self.init(outlets: outlets, actions: actions)
        self.actionsElsewhere = elsewhere
    }

    private static let textStyles: [String: String] = [
        "UICTFontTextStyleLargeTitle": ".largeTitle", "UICTFontTextStyleTitle1": ".title",
        "UICTFontTextStyleTitle2": ".title2", "UICTFontTextStyleTitle3": ".title3",
        "UICTFontTextStyleHeadline": ".headline", "UICTFontTextStyleSubhead": ".subheadline",
        "UICTFontTextStyleBody": ".body", "UICTFontTextStyleCallout": ".callout",
        "UICTFontTextStyleFootnote": ".footnote", "UICTFontTextStyleCaption1": ".caption",
        "UICTFontTextStyleCaption2": ".caption2",
    ]
    private static let systemColors: [String: String] = [
        "labelColor": ".primary", "secondaryLabelColor": ".secondary",
        "tertiaryLabelColor": "Color(UIColor.tertiaryLabel)",
        "systemBackgroundColor": "Color(UIColor.systemBackground)", "systemRedColor": ".red",
        "systemBlueColor": ".blue",
        "systemGreenColor": ".green", "systemOrangeColor": ".orange", "systemYellowColor": ".yellow",
        "systemPinkColor": ".pink", "systemPurpleColor": ".purple", "systemGrayColor": ".gray",
        "tintColor": ".accentColor",
    ]

    /// Lines of SwiftUI for the views, indented by `level` (4 spaces each).
    func lines(for views: [InterfaceBuilderElement], level: Int) -> [String] {
        views.flatMap { lines(for: $0, level: level) }
    }

    /// Lines for the subviews of a plain container (a cell's content view, a `<view>`), arranged as their
    /// constraints place them (`ConstraintLayout`), with the container's insets as padding.
    func arranged(
        _ views: [InterfaceBuilderElement], in container: InterfaceBuilderElement, level: Int, fillsRow: Bool = false
    ) -> [String] {
        guard !views.isEmpty else {
            return [pad(level) + "EmptyView()  // the XIB's container is empty"]
        }
        let layout = ConstraintLayout(siblings: views, container: container)
        var result = lines(for: layout.arrange(), views: views, level: level)
        // A view centred in the container by a constraint sits wherever its width puts it: its design-time x is
        // no margin (a 140-pt label at x = 127 of 393 would otherwise get 127 pt either side and truncate).
        let constraints = container.child(named: "constraints")?.children ?? []
        let centred = views.allSatisfy { view in
            constraints.contains { constraint in
                constraint["firstAttribute"] == "centerX" && constraint["secondAttribute"] == "centerX"
                    && [constraint["firstItem"], constraint["secondItem"]].contains(view["id"])
            }
        }
        if fillsRow {
            // A hosting view centres content narrower than the row; the cell's content started at its leading edge.
            result.append(
                pad(level + 1) + ".frame(maxWidth: .infinity, alignment: \(centred ? ".center" : ".leading"))")
        }
        // Room at the trailing edge nothing is pinned to is only the design canvas's spare width.
        let pinnedTrailing = constraints.contains { constraint in
            let trailing: Set<String> = ["trailing", "right", "trailingMargin", "rightMargin"]
            let containerSide =
                (trailing.contains(constraint["firstAttribute"] ?? "")
                    && [nil, container["id"]].contains(constraint["firstItem"]))
                || (trailing.contains(constraint["secondAttribute"] ?? "")
                    && constraint["secondItem"] == container["id"])
            return containerSide
        }
        if let padding = Self.padding(
            of: layout.frames.compactMap { $0 }, in: container, centred: centred,
            trailingIsLeading: fillsRow && !pinnedTrailing && !centred)
        {
            result.append(pad(level + 1) + padding)
        }
        return result
    }

    private func lines(for node: ConstraintLayout.Node, views: [InterfaceBuilderElement], level: Int) -> [String] {
        switch node {
        case .view(let index):
            return lines(for: views[index], level: level)
        case .overlay(let nodes):
            // Interface Builder draws later subviews over earlier ones, placed from the top leading corner.
            var result = [pad(level) + "ZStack(alignment: .topLeading) {  // these views overlap in the XIB"]
            result += nodes.flatMap { lines(for: $0, views: views, level: level + 1) }
            return result + [pad(level) + "}"]
        case .stack(let axis, let nodes, let spacing, let alignment, let spacerBefore):
            let name = axis == .horizontal ? "HStack" : "VStack"
            let arguments =
                (alignment.map { ["alignment: \($0)"] } ?? []) + ["spacing: \(Self.number(String(spacing)))"]
            var result = [pad(level) + "\(name)(\(arguments.joined(separator: ", "))) {"]
            for (index, child) in nodes.enumerated() {
                if index == spacerBefore {
                    result.append(pad(level + 1) + "Spacer(minLength: \(Self.number(String(spacing))))")
                }
                result += lines(for: child, views: views, level: level + 1)
            }
            return result + [pad(level) + "}"]
        }
    }

    /// `.padding(…)` for the room between the container's edges and its subviews, `nil` when there is none
    /// or the container's size is unknown.
    private static func padding(
        of frames: [ConstraintLayout.Frame], in container: InterfaceBuilderElement, centred: Bool = false,
        trailingIsLeading: Bool = false
    ) -> String? {
        guard let box = ConstraintLayout.frame(of: container), !frames.isEmpty else { return nil }
        let leading = centred ? 0 : max(0, frames.map(\.x).min() ?? 0)
        let top = max(0, frames.map(\.y).min() ?? 0)
        let designTrailing = centred ? 0 : max(0, box.width - (frames.map(\.maxX).max() ?? box.width))
        let trailing = trailingIsLeading ? min(designTrailing, leading) : designTrailing
        let bottom = max(0, box.height - (frames.map(\.maxY).max() ?? box.height))
        let values = [top, leading, bottom, trailing].map { $0.rounded() }
        guard values.contains(where: { $0 >= 1 }) else { return nil }
        if Set(values).count == 1 {
            return ".padding(\(number(String(values[0]))))"
        }
        if values[0] == values[2], values[1] == values[3], values[1] < 1 {
            return ".padding(.vertical, \(number(String(values[0]))))"
        }
        if values[0] == values[2], values[1] == values[3], values[0] < 1 {
            return ".padding(.horizontal, \(number(String(values[1]))))"
        }
        if values[0] == values[2], values[1] == values[3] {
            return
                ".padding(.vertical, \(number(String(values[0])))).padding(.horizontal, \(number(String(values[1]))))"
        }
        return ".padding(EdgeInsets(top: \(number(String(values[0]))), leading: \(number(String(values[1]))), "
            + "bottom: \(number(String(values[2]))), trailing: \(number(String(values[3])))))"
    }

    /// `// UserAvatarView: …` for a view of the app's own class: what the draft cannot know, named so the
    /// author knows what to bring over.
    private func customClassNote(for view: InterfaceBuilderElement, level: Int) -> [String] {
        guard let customClass = view["customClass"], !customClass.isEmpty,
            !FrameworkClasses.isFrameworkName(customClass)
        else { return [] }
        let what = view.name == "view" ? "view" : "UIKit \(view.name)"
        return [
            pad(level) + "// \(customClass): the app's own \(what) subclass; port what it adds (or wrap it in a "
                + "UIViewRepresentable)."
        ]
    }

    private func pad(_ level: Int) -> String { String(repeating: "    ", count: level) }

    /// Whether code sets `member` of the outlet (so the XIB's value is a design-time placeholder).
    private func isSet(_ outlet: String, _ member: String) -> Bool {
        if bindings.setInCode[outlet]?.contains(member) ?? false { return true }
        return CellBindings.contentMembers.contains(member) && bindings.setsContent(of: outlet)
    }

    /// The XIB's text as a literal, or `""` when code sets it: a design-time placeholder never ships.
    private func placeholder(_ text: String, outlet: String, members: [String]) -> String {
        members.contains { isSet(outlet, $0) } ? "\"\"" : Self.literal(text)
    }

    private func comment(for view: InterfaceBuilderElement) -> String {
        var notes: [String] = []
        if let id = view["id"], let outlet = outlets[id] {
            notes.append("outlet \(outlet)")
        }
        if let label = view["userLabel"] {
            notes.append("\"\(label)\"")
        }
        return notes.isEmpty ? "" : "  // " + notes.joined(separator: ", ")
    }

    private func lines(for view: InterfaceBuilderElement, level: Int) -> [String] {
        let indent = pad(level)
        var result: [String]
        let note = customClassNote(for: view, level: level)
        let outlet = view["id"].map { outlets[$0] ?? "#" + $0 } ?? ""
        switch view.name {
        case "label":
            let text =
                bindings.text[outlet]
                ?? placeholder(view["text"] ?? "", outlet: outlet, members: ["text", "attributedText"])
            result = [indent + "Text(\(text))" + comment(for: view)]
            let textColor =
                bindings.foreground[outlet] ?? (isSet(outlet, "textColor") ? nil : color(view, key: "textColor"))
            result += modifiers(font: view.child(named: "fontDescription"), color: textColor)
                .map { pad(level + 1) + $0 }
            if let lines = view["numberOfLines"], lines != "0", Int(lines) != nil {
                result.append(pad(level + 1) + ".lineLimit(\(lines))")
            } else if view["numberOfLines"] == nil {
                result.append(pad(level + 1) + ".lineLimit(1)")
            }
            if view["textAlignment"] == "center" {
                result.append(pad(level + 1) + ".multilineTextAlignment(.center)")
            } else if view["textAlignment"] == "right" {
                result.append(pad(level + 1) + ".multilineTextAlignment(.trailing)")
            }
        case "imageView":
            // Newer Interface Builder files name the image in a child: `<imageReference key="image" image="star.fill">`.
            let reference = view.child(named: "imageReference", key: "image")
            let image =
                bindings.image[outlet]
                ?? (isSet(outlet, "image")
                    ? "Image(uiImage: UIImage())"
                    : image(
                        named: view["image"] ?? reference?["image"],
                        system: (view["catalog"] ?? reference?["catalog"]) == "system"))
            result = [indent + image + comment(for: view)]
            switch view["contentMode"] {
            case "scaleAspectFill":
                result += [pad(level + 1) + ".resizable()", pad(level + 1) + ".scaledToFill()"]
            case "scaleAspectFit":
                result += [pad(level + 1) + ".resizable()", pad(level + 1) + ".scaledToFit()"]
            case "scaleToFill":
                result += [pad(level + 1) + ".resizable()"]
            default:
                break
            }
            if let size = frameSize(view) {
                result.append(pad(level + 1) + ".frame(width: \(size.width), height: \(size.height))")
                if view["contentMode"] == "scaleAspectFill" {
                    result.append(pad(level + 1) + ".clipped()")
                }
            }
            if let tint = bindings.foreground[outlet]
                ?? (isSet(outlet, "tintColor") ? nil : color(view, key: "tintColor"))
            {
                result.append(pad(level + 1) + ".foregroundColor(\(tint))")
            }
        case "button":
            result = button(view, level: level)
        case "stackView":
            result = stack(view, level: level)
        case "switch":
            result = [
                indent
                    + "Toggle(\"\", isOn: \(bindings.isOn[outlet] ?? ".constant(\(view["on"] == "YES" && !isSet(outlet, "isOn") ? "true" : "false"))"))"
                    + comment(for: view),
                pad(level + 1) + ".labelsHidden()",
            ]
        case "activityIndicatorView":
            result = [indent + "ProgressView()" + comment(for: view)]
        case "textField":
            let text = bindings.text[outlet] ?? placeholder(view["text"] ?? "", outlet: outlet, members: ["text"])
            result = [
                indent + "TextField(\(Self.literal(view["placeholder"] ?? "")), text: .constant(\(text)))"
                    + comment(for: view)
            ]
        case "textView":
            let text =
                bindings.text[outlet]
                ?? placeholder(view["text"] ?? "", outlet: outlet, members: ["text", "attributedText"])
            result = [indent + "Text(\(text))" + comment(for: view)]
        case "collectionView", "tableView", "scrollView":
            let axis = view.descendants { $0["scrollDirection"] == "horizontal" }.isEmpty ? "" : ".horizontal"
            result = [
                indent + "// A \(view.name) inside the cell: a scrolling container, the high-risk case. Profile before",
                indent + "// shipping; prefer keeping this cell in UIKit until the lighter cells are migrated.",
                indent + "ScrollView(\(axis)) {" + comment(for: view),
                pad(level + 1) + (axis.isEmpty ? "LazyVStack {" : "LazyHStack(spacing: 12) {"),
                pad(level + 2) + "// TODO: ForEach over the lane's items",
                pad(level + 1) + "}",
                indent + "}",
            ]
        case "view":
            let children = view.subviews
            let background =
                bindings.background[outlet]
                ?? (isSet(outlet, "backgroundColor") ? nil : color(view, key: "backgroundColor"))
            let frame = ConstraintLayout.frame(of: view)
            if children.isEmpty, let frame, min(frame.width, frame.height) <= 1, max(frame.width, frame.height) > 1 {
                // A hairline view is a separator.
                result = [indent + "Divider()" + comment(for: view)]
            } else if children.isEmpty {
                result = [indent + (background.map(Self.colorView) ?? "Color.clear") + comment(for: view)]
                if let size = frameSize(view) {
                    result.append(pad(level + 1) + ".frame(width: \(size.width), height: \(size.height))")
                }
            } else {
                result = arranged(children, in: view, level: level)
                let container = comment(for: view).trimmingCharacters(in: .whitespaces)
                if !container.isEmpty {
                    result.insert(indent + container + " (the container of what follows)", at: 0)
                }
                if let background {
                    // `.background(Color.red)` (a view) works on iOS 14; `.background(.red)` is iOS 15+.
                    result.append(pad(level + 1) + ".background(\(Self.colorView(background)))")
                }
            }
        default:
            result = [
                indent + "EmptyView()  // TODO: \(view.name) has no simple SwiftUI equivalent" + comment(for: view)
            ]
        }
        if let condition = bindings.disabledWhen[outlet] {
            result.append(pad(level + 1) + ".disabled(\(condition))")
        }
        if view.name != "view", let background = bindings.background[outlet] {
            result.append(pad(level + 1) + ".background(\(background))")
        } else if view.name != "view", !isSet(outlet, "backgroundColor"),
            let background = color(view, key: "backgroundColor"),
            background != "Color.clear", background != ".clear"
        {
            // A label's or image's own fill (a red badge behind white text): without it the text may not show.
            result.append(pad(level + 1) + ".background(\(Self.colorView(background)))")
        }
        if let radius = Self.runtimeNumber(view, keyPath: "layer.cornerRadius")
            ?? Self.runtimeNumber(view, keyPath: "cornerRadius")
        {
            result.append(pad(level + 1) + ".cornerRadius(\(radius))")
        }
        if let opacity = bindings.opacity[outlet] {
            result.append(pad(level + 1) + ".opacity(\(opacity))")
        }
        if let condition = bindings.shownWhen[outlet] {
            // The cell hid it by setting isHidden: the view shows it under the opposite condition.
            result = [indent + "if \(condition) {"] + result.map { "    " + $0 } + [indent + "}"]
        } else if view["hidden"] == "YES", !isSet(outlet, "isHidden") {
            // Hidden in the XIB and usually shown by code at run time: keep its place, bind it later.
            result.append(pad(level + 1) + ".hidden()  // TODO: hidden in the XIB; show it when the cell did")
        }
        let todos = (bindings.todos[outlet] ?? []).map { indent + $0 }
        return note + todos + result
    }

    private func button(_ view: InterfaceBuilderElement, level: Int) -> [String] {
        let indent = pad(level)
        let normal = view.child(named: "state", key: "normal")
        let configuration = view.child(named: "buttonConfiguration", key: "configuration")
        // A title of only spaces is how IB makes room next to an image; the image is the label then.
        let outlet = view["id"].map { outlets[$0] ?? "#" + $0 } ?? ""
        // The title as a Swift expression: the bound one, else the XIB's as a literal.
        let title =
            bindings.buttonTitle[outlet]
            ?? (isSet(outlet, "setTitle")
                ? "\"\""
                : (normal?["title"] ?? configuration?["title"]).flatMap {
                    $0.allSatisfy(\.isWhitespace) ? nil : Self.literal($0)
                })
        // UIKit's own button types draw their image: `infoLight` is the info symbol.
        let typeImage = view["buttonType"].flatMap { Self.systemButtonImages[$0] }
        let imageName = normal?["image"] ?? configuration?["image"] ?? typeImage
        let isSystemImage =
            normal?["catalog"] == "system" || configuration?["catalog"] == "system"
            || (typeImage != nil && normal?["image"] == nil && configuration?["image"] == nil)
        let selector = view["id"].flatMap { actions[$0] }
        var action = selector.map { "// was \($0)" } ?? "// TODO: action"
        if let selector, let body = bindings.actions[selector] {
            action += body.map { "\n" + pad(level + 1) + $0 }.joined()
        } else if let elsewhere = view["id"].flatMap({ actionsElsewhere[$0] }) {
            // Sent to an object that is not the cell (the screen, in a storyboard): a view has no way to it.
            action =
                isMigration
                ? "// TODO(cellbridge): the button's \(elsewhere) action goes to an object that is not the cell (the "
                    + "layout connects it); not carried over"
                : "// TODO: was \(elsewhere), an action of another object"
        }
        var result: [String]
        if let title, let imageName, isSystemImage {
            result = [indent + "Button {" + comment(for: view), pad(level + 1) + action, indent + "} label: {"]
            result.append(pad(level + 1) + "Label(\(title), systemImage: \(Self.literal(imageName)))")
            result.append(indent + "}")
        } else if let title, let imageName {
            result = [indent + "Button {" + comment(for: view), pad(level + 1) + action, indent + "} label: {"]
            result.append(pad(level + 1) + "Label {")
            result.append(pad(level + 2) + "Text(\(title))")
            result.append(pad(level + 1) + "} icon: {")
            result.append(pad(level + 2) + image(named: imageName, system: false))
            result.append(pad(level + 1) + "}")
            result.append(indent + "}")
        } else if let title {
            result = [
                indent + "Button(\(title)) {" + comment(for: view), pad(level + 1) + action, indent + "}",
            ]
        } else {
            result = [indent + "Button {" + comment(for: view), pad(level + 1) + action, indent + "} label: {"]
            result.append(pad(level + 1) + image(named: imageName, system: isSystemImage))
            result.append(indent + "}")
        }
        let font = view.child(named: "fontDescription")
        result += modifiers(font: font, color: bindings.foreground[outlet]).map { pad(level) + $0 }
        return result
    }

    /// A number the XIB sets at run time (`layer.cornerRadius` in User Defined Runtime Attributes).
    static func runtimeNumber(_ view: InterfaceBuilderElement, keyPath: String) -> String? {
        guard
            let attribute = view.child(named: "userDefinedRuntimeAttributes")?.children.first(where: {
                $0["keyPath"] == keyPath && $0["type"] == "number"
            })
        else { return nil }
        return (attribute.child(named: "real") ?? attribute.child(named: "integer"))?["value"].map { number($0) }
    }

    /// The SF Symbol each of UIKit's own button types draws.
    private static let systemButtonImages: [String: String] = [
        "infoLight": "info.circle", "infoDark": "info.circle", "detailDisclosure": "info.circle",
        "contactAdd": "plus.circle", "close": "xmark.circle.fill",
    ]

    private func stack(_ view: InterfaceBuilderElement, level: Int) -> [String] {
        let vertical = view["axis"] == "vertical"
        var arguments: [String] = []
        switch (vertical, view["alignment"]) {
        // UIKit's default, `fill`, stretches each view to the stack's width: its text starts at the leading edge.
        case (true, nil), (true, "fill"?), (true, "leading"?), (true, "top"?): arguments.append("alignment: .leading")
        case (true, "trailing"?), (true, "bottom"?): arguments.append("alignment: .trailing")
        case (false, "top"?), (false, "leading"?): arguments.append("alignment: .top")
        case (false, "bottom"?), (false, "trailing"?): arguments.append("alignment: .bottom")
        case (false, "firstBaseline"?): arguments.append("alignment: .firstTextBaseline")
        case (false, "lastBaseline"?): arguments.append("alignment: .lastTextBaseline")
        default: break
        }
        arguments.append("spacing: \(Self.number(view["spacing"] ?? "0"))")
        let name = vertical ? "VStack" : "HStack"
        var result = [pad(level) + "\(name)(\(arguments.joined(separator: ", "))) {" + comment(for: view)]
        result += lines(for: view.subviews, level: level + 1)
        result.append(pad(level) + "}")
        return result
    }

    private func modifiers(font: InterfaceBuilderElement?, color: String?) -> [String] {
        var result: [String] = []
        if let font {
            if let style = font["style"], let swiftUIStyle = Self.textStyles[style] {
                result.append(".font(\(swiftUIStyle))")
            } else if let size = font["pointSize"] {
                var weight = font["weight"]
                if font["type"] == "boldSystem" {
                    weight = "bold"
                }
                let weightArgument = weight.map { ", weight: .\($0)" } ?? ""
                result.append(".font(.system(size: \(Self.number(size))\(weightArgument)))")
                if font["type"] == "italicSystem" {
                    result.append(".italic()")
                }
            }
        }
        if let color {
            result.append(".foregroundColor(\(color))")
        }
        return result
    }

    /// A SwiftUI colour expression for `<color key="...">`, or `nil` when absent or not simple.
    private func color(_ view: InterfaceBuilderElement, key: String) -> String? {
        guard let element = view.child(named: "color", key: key) else { return nil }
        // A fully transparent colour draws nothing: no modifier for it.
        if let alpha = Double(element["alpha"] ?? "1"), alpha == 0 {
            return nil
        }
        // A colour of the app's asset catalog (`name="ivpnLabelPrimary"`): SwiftUI reads it by name too.
        if let name = element["name"] {
            return "Color(\(Self.literal(name)))"
        }
        if let system = element["systemColor"] {
            return Self.systemColors[system] ?? "Color(UIColor.\(system.replacingSuffix("Color", with: "")))"
        }
        let alpha = Double(element["alpha"] ?? "1") ?? 1
        let opacity = alpha < 1 ? ", opacity: \(Self.number(String(alpha)))" : ""
        if let red = element["red"], let green = element["green"], let blue = element["blue"] {
            return "Color(red: \(Self.number(red)), green: \(Self.number(green)), blue: \(Self.number(blue))\(opacity))"
        }
        if let white = element["white"] {
            return "Color(white: \(Self.number(white))\(opacity))"
        }
        return nil
    }

    private func image(named name: String?, system: Bool) -> String {
        guard let name else {
            // UIKit shows nothing there; a draft shows where an image goes.
            return isMigration
                ? "Image(uiImage: UIImage())" : "Image(systemName: \"photo\")  // TODO: the XIB sets no image"
        }
        return system ? "Image(systemName: \(Self.literal(name)))" : "Image(\(Self.literal(name)))"
    }

    private func frameSize(_ view: InterfaceBuilderElement) -> (width: String, height: String)? {
        guard let rect = view.child(named: "rect", key: "frame"),
            let width = rect["width"], let height = rect["height"]
        else { return nil }
        return (Self.number(width), Self.number(height))
    }

    /// A colour expression usable where a view is expected: `Color.red` for `.red`.
    static func colorView(_ expression: String) -> String {
        expression.hasPrefix(".") ? "Color" + expression : expression
    }

    /// `0.33` for `0.33333333333333331`, `8` for `8.0`: numbers as a person would write them.
    static func number(_ text: String) -> String {
        guard let value = Double(text), value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() {
            return String(Int(rounded))
        }
        return String(rounded)
    }

    /// A Swift string literal for arbitrary XIB text (quotes, backslashes, newlines escaped).
    static func literal(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}

extension String {
    fileprivate func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
