import SwiftUI

/// Pushed from the feed onto the app's UINavigationController, but brings its own NavigationView.
struct ProfileDetailView: View {
    let name: String

    var body: some View {
        NavigationView {
            List {
                Text(name)
            }
            .navigationTitle("Profile")
        }
    }
}
