#if canImport(UIKit)
    import CellBridge
    import SwiftUI

    /// The to-do section's header in SwiftUI, through the same bridge as the rows.
    struct TodoHeader: View {
        let title: String

        var body: some View {
            HStack {
                Image(systemName: "checklist")
                    .foregroundColor(.accentColor)
                Text(title.uppercased())
                    .font(.footnote.weight(.semibold))
                    .foregroundColor(.secondary)
                Spacer()
            }
            .padding(.horizontal, 20)
            .padding(.top, 12)
            .padding(.bottom, 6)
        }
    }

    struct TodoHeaderViewModel: SwiftUIRenderableCellViewModel {
        let title: String

        var className: String { String(describing: TodoHeader.self) }

        func makeHostedView() -> AnyView {
            AnyView(TodoHeader(title: title))
        }
    }
#endif
