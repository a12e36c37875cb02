#if canImport(UIKit)
    /// A value handed from one thread to another and never touched by the first again: the one
    /// case where a non-`Sendable` value may cross threads. Used only to carry an updater's
    /// background `apply` to the main queue (``MainThreadConfinement``).
    struct HandedOver<Value>: @unchecked Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
#endif
