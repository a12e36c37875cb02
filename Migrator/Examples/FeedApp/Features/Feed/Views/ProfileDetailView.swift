import SwiftUI

/// Pushed from the feed onto the app's UINavigationController, but brings its own NavigationStack.
struct ProfileDetailView: View {
    let name: String

    var body: some View {
        NavigationStack {
            List {
                Text(name)
            }
            .navigationTitle("Profile")
        }
    }
}
