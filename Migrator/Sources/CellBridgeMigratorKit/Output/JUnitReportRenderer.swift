/// `lint --format junit`: JUnit XML, which most CI systems (GitLab, Jenkins, Azure, Bitrise) show as a
/// test report. Each finding is a failed test case named after its rule and place; a clean run is one
/// passing test case, so the report is never empty.
enum JUnitReportRenderer {
    static func render(_ findings: [Finding], displayRoot: String) -> String {
        let tests = max(findings.count, 1)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"cellbridge lint\" tests=\"\(tests)\" failures=\"\(findings.count)\">\n"
        xml += "  <testsuite name=\"cellbridge lint\" tests=\"\(tests)\" failures=\"\(findings.count)\" errors=\"0\">\n"
        if findings.isEmpty {
            xml += "    <testcase classname=\"cellbridge\" name=\"no findings\"/>\n"
        }
        for finding in findings {
            let path = ReportPath.display(finding.file, under: displayRoot)
            let place = "\(path):\(finding.line):\(finding.column)"
            xml +=
                "    <testcase classname=\"\(HTMLText.escape(path))\" "
                + "name=\"\(HTMLText.escape("\(finding.rule.rawValue) at \(finding.line):\(finding.column)"))\">\n"
            xml +=
                "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(HTMLText.escape(finding.message))\">"
                + HTMLText.escape(
                    "\(place): \(finding.severity.rawValue): \(finding.message) [\(finding.rule.rawValue)]")
                + "</failure>\n"
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }
}
