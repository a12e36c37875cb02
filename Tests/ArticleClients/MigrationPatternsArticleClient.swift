// Client code written the way "UIKit to SwiftUI migration patterns" writes it: a whole SwiftUI
// screen in a UIKit view controller, a SwiftUI view inside a UIKit view, and the last step of
// a migration, a SwiftUI list that still shows some legacy UIKit cells.
#if canImport(UIKit)
    import CellBridge
    import SwiftUI
    import UIKit

    struct SettingsView: View {
        var onItemSelected: (String) -> Void

        var body: some View {
            List(["About", "Privacy"], id: \.self) { title in
                Button(title) { onItemSelected(title) }
            }
        }
    }

    final class SettingsViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            // No NavigationStack inside: the UINavigationController provides navigation.
            embedSwiftUI(
                SettingsView { [weak self] title in
                    self?.navigationController?.pushViewController(UIViewController(), animated: true)
                    print(title)
                })
            let header = SwiftUIHostingView(rootView: Text("Header"), sizing: .intrinsicContentSize)
            view.addSubview(header)
            header.rootView = Text("Updated header")
        }
    }

    struct MixedFeedView: View {
        let items: [CollectionCellViewModel]

        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(items.indices, id: \.self) { index in
                        if let item = items[index] as? SwiftUIRenderableCellViewModel {
                            item.makeHostedView()
                        } else {
                            LegacyCellView(viewModel: items[index])
                        }
                    }
                }
            }
        }
    }
#endif
