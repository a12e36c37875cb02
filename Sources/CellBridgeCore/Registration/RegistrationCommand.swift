/// What the shell must register with UIKit before it dequeues.
///
/// Every registration is a class or a nib under a reuse identifier, including the iOS 16+ shared
/// `UIHostingConfiguration` cell: registering a class is legal at any time, even inside
/// `cellForItemAt`, where creating a `UICollectionView.CellRegistration` asserts (iOS 15+). So a
/// bridge first touched while dequeuing (a `lazy var bridge`) is as correct as one made up front.
public indirect enum RegistrationCommand: Hashable, Sendable {
    /// Register `source` under `reuseIdentifier` (`register(_:forCellWithReuseIdentifier:)`).
    case register(CellSource, reuseIdentifier: String)
}
