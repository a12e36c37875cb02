internal import SwiftSyntax

/// How a cell is configured, proven from the app's own code, and so what its SwiftUI view is built from.
///
/// The configure method is the one the places that configure the cell call (`ConfigurationSite`), or
/// the one CellBridge's bridge calls (the cell's `ConfigurableCell` conformance, its own or the app's
/// protocol once adopted). Never a method found by its name alone. When the method takes a view model
/// of this cell (its `className` names the cell, or it is a `…ViewModel` no other cell takes), that view
/// model is edited where it is declared; otherwise the view gets a new value view model of what the
/// places give the cell: the method's arguments and the outlets and properties they set.
enum CellConfiguration {
    /// The view model is the app's type, edited in place.
    case viewModel(name: String, method: FunctionDeclSyntax, parameterName: String)
    /// A new value view model of `inputs`, built where the cell was configured.
    case values(method: FunctionDeclSyntax?, inputs: [ValueInput])

    var method: FunctionDeclSyntax? {
        switch self {
        case .viewModel(_, let method, _): return method
        case .values(let method, _): return method
        }
    }
}

/// One stored property of a value view model: where its value comes from at the places that configure
/// the cell, and its type as the cell's code declares it.
struct ValueInput: Equatable {
    enum Source: Equatable {
        /// The configure method's parameter (`product` of `configure(withProduct product:)`), by label.
        case parameter(label: String, name: String)
        /// `cell.titleLabel.text = …` at a site: an outlet's member.
        case outlet(outlet: String, member: String)
        /// `cell.item = …` at a site: a property of the cell.
        case property(String)
    }

    var name: String
    var source: Source
    /// The property's type (`String?`, `Product`).
    var type: String
    /// Its default value (`nil`, `false`), when the places may leave it unset.
    var defaultValue: String?
    /// `weak var`: the cell held it weakly (a delegate), so the view model does too.
    var isWeak = false

    /// Outlet members a site may set that the view can show, with the property type they need.
    static let outletMembers: [String: String] = [
        "text": "String?", "attributedText": "NSAttributedString?", "image": "UIImage?", "isHidden": "Bool",
        "isEnabled": "Bool", "isOn": "Bool", "textColor": "UIColor?", "tintColor": "UIColor?",
        "backgroundColor": "UIColor?", "alpha": "CGFloat",
    ]

    /// `titleLabelText` for `titleLabel.text`.
    static func name(outlet: String, member: String) -> String {
        outlet + member.prefix(1).uppercased() + member.dropFirst()
    }
}
