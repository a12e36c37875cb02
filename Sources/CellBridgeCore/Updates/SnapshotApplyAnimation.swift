/// How a diffable data source is asked to apply a snapshot without animation.
///
/// Before iOS 15, `apply(_:animatingDifferences: false)` is not a diff applied without animation:
/// it is `reloadData()`. Every cell is dequeued again, so a SwiftUI cell loses its `@State`, and
/// the content the updater just replaced in place is thrown away. From iOS 15 the same call always
/// diffs (WWDC21 session 10252, "Make blazing fast lists and collection views"; Apple's older
/// documentation of the parameter: "the collection view's content is reloaded immediately"). On
/// iOS 14 the diff is therefore applied with animation inside `UIView.performWithoutAnimation`,
/// the usual workaround, which looks the same and keeps the cells.
///
/// ```swift
/// SnapshotApplyAnimation.mode(animatingDifferences: false, osVersion: OSVersion(major: 14))
/// // .animatedDiffWithoutAnimation
/// ```
public enum SnapshotApplyAnimation: Hashable, Sendable {
    /// `apply(_:animatingDifferences: true)`.
    case animated
    /// `apply(_:animatingDifferences: false)`: a diff without animation (iOS 15+).
    case notAnimated
    /// `UIView.performWithoutAnimation { apply(_:animatingDifferences: true) }` (iOS 14).
    case animatedDiffWithoutAnimation

    /// The first OS whose non-animated apply diffs instead of reloading.
    public static let diffingWithoutAnimationMinimumOS = OSVersion(major: 15)

    /// How to apply, for what the caller asked.
    public static func mode(animatingDifferences: Bool, osVersion: OSVersion) -> SnapshotApplyAnimation {
        if animatingDifferences { return .animated }
        return osVersion >= diffingWithoutAnimationMinimumOS ? .notAnimated : .animatedDiffWithoutAnimation
    }
}
