import SwiftUI

// A tab bar whose tabs are written inside a `Group` that styles them all, beside a tab written
// directly in the `TabView`.
@main
struct TrailApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        Group {
          RunsView().tabItem { Label("Runs", systemImage: "figure.run") }
          RestView().tabItem { Label("Rest", systemImage: "bed.double") }
        }
        .toolbarBackground(.visible, for: .tabBar)
        ProfileView().tabItem { Label("Profile", systemImage: "person") }
      }
    }
  }
}

struct RunsView: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Morning run") { RunDetail() }
    }
  }
}

struct RestView: View {
  var body: some View { Text("Rest") }
}

struct ProfileView: View {
  var body: some View { Text("Profile") }
}

struct RunDetail: View {
  var body: some View { Text("Run") }
}
