/// Everything the scan reads from one `.h`, `.m` or `.mm` file, in its single read: the `@interface` lines (class
/// hierarchy), and in the same pass over the comment-blanked bytes the string constants, registrations and
/// dequeues, data sources, navigation, what each implementation says about risk, and the names the code mentions.
enum ObjectiveCFileReader {
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String
    ) -> (classes: [ObjectiveCClass], facts: SwiftSourceFacts?) {
        var source = ObjectiveCSource(bytes)
        let classes = source.code.withBuffer { code in
            ObjectiveCInterfaceReader.mayDeclareClasses(code)
                ? ObjectiveCInterfaceReader.classes(in: code, file: file) : []
        }
        var facts = SwiftSourceFacts(file: file, isParsed: false, types: [])
        let constants = ObjectiveCConstants(source)
        if source.implementations.isEmpty {
            // A header: its constants and outlets; no code runs in it.
            facts.identifierMembers = constants.fileLevel
            ObjectiveCImplementationReader.readOutlets(source, into: &facts)
        } else {
            ObjectiveCRegistrationReader.read(&source, constants: constants, into: &facts)
            ObjectiveCDataSourceReader.read(source, constants: constants, file: file, into: &facts)
            ObjectiveCImplementationReader.read(source, into: &facts)
            facts.navigation = ObjectiveCNavigationReader.facts(source)
        }
        facts.mentionedNameHashes = source.code.withBuffer { MentionedNamesReader.hashes(in: $0) }
        facts.nibNameReferences = NibNameReader.names(in: bytes)
        return (classes, facts)
    }
}
