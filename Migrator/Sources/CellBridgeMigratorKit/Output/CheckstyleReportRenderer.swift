/// `lint --format checkstyle`: Checkstyle XML, read by Jenkins' warnings plugin, Danger, reviewdog and
/// SonarQube importers. Files in path order, findings in line order, `source` names the rule.
enum CheckstyleReportRenderer {
    static func render(_ findings: [Finding], displayRoot: String) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var currentFile: String?
        for finding in findings {
            if finding.file != currentFile {
                if currentFile != nil { xml += "  </file>\n" }
                currentFile = finding.file
                xml += "  <file name=\"\(HTMLText.escape(ReportPath.display(finding.file, under: displayRoot)))\">\n"
            }
            let severity = finding.severity == .note ? "info" : finding.severity.rawValue
            xml +=
                "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(severity)\" "
                + "message=\"\(HTMLText.escape(finding.message))\" source=\"cellbridge.\(finding.rule.rawValue)\"/>\n"
        }
        if currentFile != nil { xml += "  </file>\n" }
        return xml + "</checkstyle>\n"
    }
}
