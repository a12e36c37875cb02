internal import Foundation

/// The team's settings for one app, read from `.cellbridge.json` at the scanned root, so a big app can
/// adopt the tool gradually: leave generated or vendored folders out, turn rules off or change their
/// severity, pin the deployment target the rules assume, and say where its modules live.
///
/// Parsed with `JSONSerialization` (no dependency). Unknown keys are reported, not fatal, so an older
/// tool reads a newer file; a value of the wrong type, an unknown rule or severity stops the run.
public struct ProjectConfiguration: Sendable, Equatable {
    public static let fileName = ".cellbridge.json"

    /// Paths (relative to the root) the scan does not read: `Vendor` (a folder or file and everything
    /// under it), `Generated/*.swift` (`*` within one path component), `**/Mocks` (`**` any depth).
    public var excludedPaths: [String] = []
    public var disabledRules: Set<LintRule> = []
    public var severities: [LintRule: Severity] = [:]
    /// The iOS major version every file is judged by, instead of what the project files declare.
    public var deploymentTarget: Int?
    /// The minor version of `deploymentTarget` (1 for 15.1).
    public var deploymentTargetMinor = 0
    /// Folders whose children are the app's modules for the report (`Features` makes `Features/Feed` a
    /// module; `Packages/*/Sources` makes `Packages/Kit/Sources/Feed` one). Replaces the default list.
    public var moduleFolders: [String]?
    /// Messages about keys this version does not know, one line each (shown as `warning: .cellbridge.json: …`).
    public var warnings: [String] = []

    public init() {}

    static let keys = ["exclude", "disabledRules", "severities", "deploymentTarget", "moduleFolders"]

    /// A configuration file that cannot be used, with the reason and what to change.
    public struct Invalid: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Parses the contents of `.cellbridge.json`.
    public static func parse(_ bytes: [UInt8]) throws(Invalid) -> ProjectConfiguration {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw Invalid(description: "\(fileName) is not valid JSON (\(error.localizedDescription))")
        }
        guard let settings = object as? [String: Any] else {
            throw Invalid(description: "\(fileName) must be a JSON object like {\"disabledRules\": [...]}")
        }
        var configuration = ProjectConfiguration()
        for key in settings.keys.sorted() where !keys.contains(key) {
            let hint = CommandLineParser.suggestion(for: key, among: keys)
            configuration.warnings.append(
                "unknown key '\(key)' ignored\(hint.isEmpty ? "; known keys: \(keys.joined(separator: ", "))" : hint)"
            )
        }
        if let value = settings["exclude"] {
            configuration.excludedPaths = try strings(value, key: "exclude")
        }
        if let value = settings["disabledRules"] {
            for name in try strings(value, key: "disabledRules") {
                configuration.disabledRules.insert(try rule(name, key: "disabledRules"))
            }
        }
        if let value = settings["severities"] {
            guard let table = value as? [String: Any] else {
                throw Invalid(description: "\(fileName): 'severities' must map rule ids to error, warning or note")
            }
            for (name, level) in table {
                let names = Severity.allCases.map(\.rawValue).joined(separator: ", ")
                guard let text = level as? String, let severity = Severity(rawValue: text) else {
                    throw Invalid(description: "\(fileName): severity of '\(name)' must be one of \(names)")
                }
                configuration.severities[try rule(name, key: "severities")] = severity
            }
        }
        if let value = settings["deploymentTarget"] {
            // `true` reads as 1 and fails the range check, so booleans need no case of their own.
            // `15` or `15.1`; `true` reads as 1 and fails the range check, so booleans need no case of their own.
            guard let number = value as? NSNumber, (8...40).contains(number.intValue),
                let minor = Self.minorVersion(of: number)
            else {
                throw Invalid(
                    description: "\(fileName): 'deploymentTarget' must be an iOS version such as 15 or 15.1")
            }
            configuration.deploymentTarget = number.intValue
            configuration.deploymentTargetMinor = minor
        }
        if let value = settings["moduleFolders"] {
            configuration.moduleFolders = try strings(value, key: "moduleFolders")
        }
        return configuration
    }

    /// 1 for 15.1, 0 for 15; `nil` for 15.123 or a fraction that is not a version.
    private static func minorVersion(of number: NSNumber) -> Int? {
        let fraction = number.doubleValue - Double(number.intValue)
        guard fraction >= 0 else { return nil }
        let minor = (fraction * 10).rounded()
        return abs(fraction * 10 - minor) < 0.000_1 ? Int(minor) : nil
    }

    private static func strings(_ value: Any, key: String) throws(Invalid) -> [String] {
        guard let list = value as? [Any], let strings = list as? [String] else {
            throw Invalid(description: "\(fileName): '\(key)' must be a list of strings")
        }
        return strings
    }

    private static func rule(_ name: String, key: String) throws(Invalid) -> LintRule {
        guard let rule = LintRule(rawValue: name) else {
            let hint = CommandLineParser.suggestion(for: name, among: LintRule.allCases.map(\.rawValue))
            throw Invalid(
                description: "\(fileName): '\(key)' names unknown rule '\(name)'\(hint); "
                    + "`cellbridge help lint` lists the rules")
        }
        return rule
    }

    /// Whether the scan leaves `relativePath` out.
    func excludes(_ relativePath: String) -> Bool {
        excludedPaths.contains { PathPattern.matches($0, relativePath) }
    }

    /// The findings this configuration keeps, with their configured severities.
    func apply(to findings: [Finding]) -> [Finding] {
        findings.compactMap { finding in
            guard !disabledRules.contains(finding.rule) else { return nil }
            var adjusted = finding
            adjusted.severity = severities[finding.rule] ?? finding.severity
            return adjusted
        }
    }
}
