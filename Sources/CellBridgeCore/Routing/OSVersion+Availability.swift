extension OSVersion {
    /// The oldest system the library supports; what a system that passes no rung is taken to be.
    public static let minimumSupported = OSVersion(major: 14)

    /// Every version a core rule compares the running system with.
    public static let decisionThresholds: [OSVersion] = Array(
        Set([
            RenderRouter.hostingConfigurationMinimumOS, HostingSizingPlan.sizingOptionsMinimumOS,
            ResizePlanner.selfSizingInvalidationMinimumOS, LegacyCellMeasurement.sizeThatFitsMinimumOS,
            SafeAreaPolicy.safeAreaRegionsMinimumOS, ItemUpdate.reconfigureMinimumOS,
        ])
    ).sorted()

    /// The versions the shell checks with `#available`, newest first: every decision threshold,
    /// plus each major release so the resolved version reads naturally in logs.
    public static let availabilityLadder: [OSVersion] = Array(
        Set(decisionThresholds + (15...18).map { OSVersion(major: $0) })
    ).sorted(by: >)

    /// The system as `#available` sees it: the newest rung of ``availabilityLadder`` that
    /// `isAvailable` accepts, else ``minimumSupported``.
    ///
    /// `ProcessInfo.operatingSystemVersion` is the wrong source for routing: on Mac Catalyst it
    /// reports the macOS version (13.x, 14.x…), so a macOS 13 Mac would be routed as "iOS 13"
    /// while `#available(iOS 16, *)` — which is what decides whether `UIHostingConfiguration`
    /// exists — answers yes. Routing from the same availability checks the compiler uses keeps
    /// every decision in agreement with what the code may call.
    ///
    /// ```swift
    /// OSVersion.resolved { $0 <= OSVersion(major: 16, minor: 2) }   // 16.0: 16.4 is not available
    /// ```
    public static func resolved(isAvailable: (OSVersion) -> Bool) -> OSVersion {
        availabilityLadder.first(where: isAvailable) ?? minimumSupported
    }
}
