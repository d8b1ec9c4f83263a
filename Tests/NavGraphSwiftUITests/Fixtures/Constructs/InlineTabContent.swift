import SwiftUI

// One tab's content written in place in the view holding the tab bar: that view is no screen of
// its own, so the tab's screen takes its name.
@main
struct OrchardApp: App {
  var body: some Scene {
    WindowGroup { OrchardHomeView() }
  }
}

struct OrchardHomeView: View {
  @State private var selection = 0

  var body: some View {
    TabView(selection: $selection) {
      NavigationView {
        VStack {
          NavigationLink("Apples") { ApplesView() }
          NavigationLink("Pears") { PearsView() }
        }
      }
      .tabItem { Label("Trees", systemImage: "leaf") }
      .tag(0)
      OrchardSettingsView()
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag(1)
    }
  }
}

struct ApplesView: View {
  var body: some View { Text("Apples") }
}

struct PearsView: View {
  var body: some View { Text("Pears") }
}

struct OrchardSettingsView: View {
  var body: some View { Text("Settings") }
}
