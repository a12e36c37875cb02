#if canImport(UIKit)
    import UIKit

    /// Something inside a cell whose SwiftUI content's appearance follows the cell's display.
    @MainActor
    protocol HostedDisplayReceiving: AnyObject {
        func hostedContentWillDisplay()
        func hostedContentDidEndDisplaying()
    }

    extension UIView {
        /// Forward `collectionView(_:willDisplay:forItemAt:)` / `tableView(_:willDisplay:forRowAt:)`
        /// for this cell to the CellBridge content in it, when your own delegate shows it (the
        /// bridges do it for you): a hosting cell, or a cell whose `contentConfiguration` is a
        /// ``SwiftUIHostingConfiguration``.
        ///
        /// A content configuration hears nothing from the delegate, and a collection view may keep
        /// recycled cells in its hierarchy, hidden, so being in a window says little. Forwarded
        /// display callbacks make `onAppear` and `onDisappear` follow exactly what is on screen
        /// (``ConfigurationDisplaySignals``). A view holding no CellBridge content ignores the call.
        ///
        /// ```swift
        /// func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        ///                     forItemAt indexPath: IndexPath) {
        ///     cell.cellBridgeWillDisplay()
        /// }
        /// ```
        @preconcurrency @MainActor @objc(cellBridgeWillDisplay)
        public func cellBridgeWillDisplay() {
            for receiver in hostedDisplayReceivers { receiver.hostedContentWillDisplay() }
        }

        /// Forward `didEndDisplaying` for this cell; balances ``cellBridgeWillDisplay()``.
        @preconcurrency @MainActor @objc(cellBridgeDidEndDisplaying)
        public func cellBridgeDidEndDisplaying() {
            for receiver in hostedDisplayReceivers { receiver.hostedContentDidEndDisplaying() }
        }

        /// The hosting cell itself, or the content view a content configuration installed as the
        /// cell's `contentView` (UIKit replaces the content view with the configuration's).
        private var hostedDisplayReceivers: [HostedDisplayReceiving] {
            if let receiver = self as? HostedDisplayReceiving { return [receiver] }
            let contentView =
                (self as? UICollectionViewCell)?.contentView ?? (self as? UITableViewCell)?.contentView
                ?? (self as? UITableViewHeaderFooterView)?.contentView
            guard let contentView else { return [] }
            if let receiver = contentView as? HostedDisplayReceiving { return [receiver] }
            return contentView.subviews.compactMap { $0 as? HostedDisplayReceiving }
        }
    }

#endif
