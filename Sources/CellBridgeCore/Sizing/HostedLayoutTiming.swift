/// When the shell may force a hosted SwiftUI view through a layout pass.
///
/// SwiftUI lays out at whatever size its hosting view has when asked. A content view UIKit has
/// just created (a content configuration's, made at `.zero` and sized only once it is in its cell)
/// asked to lay out in `init` lays SwiftUI out at 0×0 first: text wraps at every character,
/// `GeometryReader` reports zero and images are requested at a bogus size (Epoxy PR #137). So a
/// forced layout (``HostingCommand/forceLayout``) runs only once the container has a real size;
/// until then UIKit's own layout pass, which comes with the real size, does the work.
///
/// ```swift
/// HostedLayoutTiming.forcesLayout(containerWidth: 0, containerHeight: 0)      // false: not sized yet
/// HostedLayoutTiming.forcesLayout(containerWidth: 390, containerHeight: 44)   // true
/// ```
public enum HostedLayoutTiming {
    /// True when a container of this size may lay its hosted view out now: both sides positive
    /// and finite.
    public static func forcesLayout(containerWidth: Double, containerHeight: Double) -> Bool {
        isRealLength(containerWidth) && isRealLength(containerHeight)
    }

    private static func isRealLength(_ length: Double) -> Bool {
        length.isFinite && length > 0
    }
}
