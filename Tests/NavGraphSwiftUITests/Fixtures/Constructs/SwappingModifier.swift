import SwiftUI

// The app's own modifier that shows other content in place of the view it modifies while a flag
// holds: the `if` it stands for, written in place.
extension View {
  @ViewBuilder
  func replaced<Other: View>(when shown: Bool, by other: @escaping () -> Other) -> some View {
    if shown {
      VStack { other() }
    } else {
      self
    }
  }
}

@main
struct LighthouseApp: App {
  var body: some Scene {
    WindowGroup { KeeperLogin() }
  }
}

struct KeeperLogin: View {
  @State private var signedIn = false
  @State private var showsRules = false

  var body: some View {
    VStack {
      Button("Sign in") { withAnimation { signedIn = true } }
      Button("Rules") { showsRules = true }
    }
    .sheet(isPresented: $showsRules) { LampRules() }
    .replaced(when: signedIn) { LampTabs() }
  }
}

struct LampTabs: View {
  var body: some View {
    TabView {
      NavigationStack { LampLog() }.tabItem { Label("Log", systemImage: "book") }
      NavigationStack { LampWeather() }.tabItem { Label("Weather", systemImage: "cloud") }
    }
  }
}

struct LampLog: View {
  var body: some View {
    NavigationLink("Entry") { LampEntry() }
  }
}

struct LampWeather: View {
  var body: some View { Text("Weather") }
}

struct LampEntry: View {
  var body: some View { Text("Entry") }
}

struct LampRules: View {
  var body: some View { Text("Rules") }
}
