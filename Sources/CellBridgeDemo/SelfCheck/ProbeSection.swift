#if canImport(UIKit)
    /// One section of a probe screen: an optional SwiftUI header and its items.
    struct ProbeSection {
        var header: ProbeHeaderViewModel?
        var items: [ProbeViewModel]
    }
#endif
