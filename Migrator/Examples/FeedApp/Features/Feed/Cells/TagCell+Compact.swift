import SwiftUI
import UIKit

// Not in the FeedApp target (see project.pbxproj): a compact chip row someone started, which uses
// UIHostingConfiguration although the app still supports iOS 14, so it would not compile for the app.
// `cellbridge lint` reads every Swift file under the folder and reports it before it is added.
extension TagCell {
    func configureCompact(tags: [String]) {
        contentConfiguration = UIHostingConfiguration {
            Text(tags.joined(separator: ", ")).font(.caption)
        }
    }
}
