import SwiftUI
import UIKit

/// Topic chips, drawn by SwiftUI through Apple's UIHostingConfiguration where the OS has it.
final class TagCell: UICollectionViewCell {
    func configure(tags: [String]) {
        if #available(iOS 16.0, *) {
            contentConfiguration = UIHostingConfiguration {
                TagChips(tags: tags)
            }
        } else {
            var content = UIListContentConfiguration.cell()
            content.text = tags.joined(separator: " · ")
            contentConfiguration = content
        }
    }
}

struct TagChips: View {
    let tags: [String]

    var body: some View {
        HStack {
            ForEach(tags, id: \.self) { tag in
                Text(tag).padding(6).background(Capsule().fill(Color.blue.opacity(0.15)))
            }
        }
    }
}
