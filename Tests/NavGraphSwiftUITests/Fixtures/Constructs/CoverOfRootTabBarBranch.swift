import SwiftUI

// The root chooses between a tab bar and a welcome screen, and the welcome screen also shows the
// same tab bar in a full-screen cover: the cover goes to the app's tab bar, as a root write
// choosing that branch would, with its initially selected tab.
@main
struct MooringApp: App {
  @AppStorage("mooringMember") private var member = false

  var body: some Scene {
    WindowGroup {
      if member { MooringTabs() } else { MooringWelcome() }
    }
  }
}

struct MooringTabs: View {
  var body: some View {
    TabView {
      MooringBoats().tabItem { Label("Boats", systemImage: "sailboat") }
      MooringAccount().tabItem { Label("Account", systemImage: "person") }
    }
  }
}

struct MooringWelcome: View {
  @State private var entering = false

  var body: some View {
    Button("Enter") { entering = true }
      .fullScreenCover(isPresented: $entering, content: MooringTabs.init)
  }
}

struct MooringBoats: View {
  var body: some View { List { Text("Skiff") } }
}

struct MooringAccount: View {
  @AppStorage("mooringMember") private var member = false
  var body: some View { Button("Leave") { member = false } }
}
