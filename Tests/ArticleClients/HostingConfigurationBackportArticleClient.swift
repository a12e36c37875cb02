// Client code written the way "UIHostingConfiguration backport for iOS 14" writes it.
#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    struct ExampleCellContentView: View {
        let color: Color
        let text: String

        var body: some View {
            HStack {
                Circle().fill(color).frame(width: 24, height: 24)
                Text(text)
                Spacer()
            }
        }
    }

    final class ExampleViewController: UIViewController {
        func configure(_ cell: UICollectionViewCell, color: UIColor, text: String) {
            cell.contentConfiguration = SwiftUIHostingConfiguration(parentViewController: self) {
                ExampleCellContentView(color: Color(color), text: text)
            }
        }

        /// The same with the modifiers `UIHostingConfiguration` has, and no parent given.
        func configureStyled(_ cell: UICollectionViewCell, text: String) {
            cell.contentConfiguration = SwiftUIHostingConfiguration {
                ExampleCellContentView(color: .blue, text: text)
            }
            .margins(.horizontal, 16)
            .background(Color.yellow)
            .minSize(height: 44)
        }
    }
#endif
