/// Everything the shell needs to turn one item into a cell: the path and any registration first.
public struct DequeuePlan: Hashable, Sendable {
    public var path: RenderPath
    /// Run before dequeuing; nil when the identifier is registered already (or the app's).
    public var registration: RegistrationCommand?
    /// A registration guess to log for the developer (``RegistrationNote``), at most once.
    public var note: RegistrationNote?

    public init(path: RenderPath, registration: RegistrationCommand?, note: RegistrationNote? = nil) {
        self.path = path
        self.registration = registration
        self.note = note
    }
}
