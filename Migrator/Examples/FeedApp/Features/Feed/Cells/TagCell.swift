import SwiftUI
import UIKit

/// Topic chips. Uses Apple's UIHostingConfiguration directly, although the app still supports iOS 14.
final class TagCell: UICollectionViewCell {
    func configure(tags: [String]) {
        contentConfiguration = UIHostingConfiguration {
            HStack {
                ForEach(tags, id: \.self) { tag in
                    Text(tag).padding(6).background(Capsule().fill(Color.blue.opacity(0.15)))
                }
            }
        }
    }
}
