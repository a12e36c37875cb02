/// A JSON value whose objects keep their key order, so the output reads in the contract's order
/// (`schemaVersion` first) and is byte-for-byte stable across runs.
enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// Pretty-printed with two-space indentation and a trailing newline at the top level.
    func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let innerPad = String(repeating: "  ", count: indent + 1)
        switch self {
        case .string(let text):
            return Self.quoted(text)
        case .int(let number):
            return String(number)
        case .bool(let flag):
            return flag ? "true" : "false"
        case .null:
            return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            let body = items.map { innerPad + $0.rendered(indent: indent + 1) }.joined(separator: ",\n")
            return "[\n" + body + "\n" + pad + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let body = members.map { innerPad + Self.quoted($0.0) + ": " + $0.1.rendered(indent: indent + 1) }
                .joined(separator: ",\n")
            return "{\n" + body + "\n" + pad + "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
