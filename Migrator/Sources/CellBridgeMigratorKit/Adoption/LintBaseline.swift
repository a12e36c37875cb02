internal import Foundation

/// The findings an app had when it adopted the tool (`lint --write-baseline FILE`), so `lint --baseline
/// FILE` reports, and fails on, only the ones added since. Findings match by rule, file and
/// `FindingFingerprint` (the normalised text of their line), never by line number, and as a multiset:
/// a file with two identical baselined findings may keep two, a third is new.
public struct LintBaseline: Sendable, Equatable {
    struct Key: Sendable, Hashable {
        var rule: String
        var file: String
        var fingerprint: String
    }

    private(set) var counts: [Key: Int] = [:]

    /// A baseline file that cannot be read or is not one.
    public struct Invalid: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    static let formatVersion = 1

    public static func read(from path: String) throws(Invalid) -> LintBaseline {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw Invalid(
                description: "cannot read the baseline \(path) (\(error.localizedDescription)); "
                    + "write one with `cellbridge lint PATH --write-baseline \(path)`")
        }
        guard let document = object as? [String: Any], document["cellbridgeBaseline"] as? Int == formatVersion,
            let findings = document["findings"] as? [[String: Any]]
        else {
            throw Invalid(
                description: "\(path) is not a cellbridge baseline (version \(formatVersion)); "
                    + "write one with `cellbridge lint PATH --write-baseline \(path)`")
        }
        var baseline = LintBaseline()
        for finding in findings {
            guard let rule = finding["rule"] as? String, let file = finding["file"] as? String,
                let fingerprint = finding["fingerprint"] as? String
            else {
                throw Invalid(description: "\(path): every finding needs rule, file and fingerprint")
            }
            baseline.counts[Key(rule: rule, file: file, fingerprint: fingerprint), default: 0] += 1
        }
        return baseline
    }

    /// The baseline file for `findings` (with their fingerprints, in the same order): sorted, so it
    /// diffs well in review. `line` and `message` are there for the reader; matching ignores them.
    static func render(_ findings: [Finding], fingerprints: [String]) -> String {
        let entries: [JSONValue] = zip(findings, fingerprints).map { finding, fingerprint in
            .object([
                ("rule", .string(finding.rule.rawValue)),
                ("file", .string(finding.file)),
                ("fingerprint", .string(fingerprint)),
                ("line", .int(finding.line)),
                ("message", .string(finding.message)),
            ])
        }
        let document: JSONValue = .object([
            ("cellbridgeBaseline", .int(formatVersion)),
            ("tool", .string("cellbridge \(CellBridgeVersion.current)")),
            ("findings", .array(entries)),
        ])
        return document.rendered() + "\n"
    }

    /// The indices of the findings the baseline does not account for.
    func newFindingIndices(_ findings: [Finding], fingerprints: [String]) -> [Int] {
        var remaining = counts
        var result: [Int] = []
        for (index, (finding, fingerprint)) in zip(findings, fingerprints).enumerated() {
            let key = Key(rule: finding.rule.rawValue, file: finding.file, fingerprint: fingerprint)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                result.append(index)
            }
        }
        return result
    }
}
