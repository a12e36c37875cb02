import UIKit

/// An on/off preference row, laid out as a prototype in Settings.storyboard.
final class SettingsToggleCell: UITableViewCell {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var toggle: UISwitch!

    var onChange: ((Bool) -> Void)?

    func configure(title: String, isOn: Bool) {
        titleLabel.text = title
        toggle.isOn = isOn
        toggle.addAction(UIAction { _ in
            self.onChange?(self.toggle.isOn)
        }, for: .valueChanged)
    }
}
