/// Everything the shell needs to turn one item into a cell: the path and any registration first.
public struct DequeuePlan: Hashable, Sendable {
    public var path: RenderPath
    /// Run before dequeuing; nil when the identifier is registered already (or the app's).
    public var registration: RegistrationCommand?

    public init(path: RenderPath, registration: RegistrationCommand?) {
        self.path = path
        self.registration = registration
    }
}
