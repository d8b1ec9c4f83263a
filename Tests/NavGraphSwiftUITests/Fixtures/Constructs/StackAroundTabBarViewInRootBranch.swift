import SwiftUI

// A root branch that wraps the view holding the tab bar in a stack of its own: that tab bar is the
// app's, its tabs in that one stack, and signing in selects it.
final class HarborSession: ObservableObject {
  @Published var token: String?
  func signIn() { token = "t" }
}

@main
struct HarborApp: App {
  @StateObject private var session = HarborSession()
  var body: some Scene {
    WindowGroup { HarborRoot().environmentObject(session) }
  }
}

struct HarborRoot: View {
  @EnvironmentObject var session: HarborSession
  @State private var tab = 0

  var body: some View {
    if session.token != nil {
      NavigationView {
        HarborTabs(selection: $tab)
          .navigationBarTitleDisplayMode(.inline)
      }
    } else {
      HarborGate()
    }
  }
}

struct HarborTabs: View {
  @Binding var selection: Int
  var body: some View {
    TabView(selection: $selection) {
      HarborDocks().tabItem { Text("Docks") }.tag(0)
      HarborBoats().tabItem { Text("Boats") }.tag(1)
    }
  }
}

struct HarborGate: View {
  @EnvironmentObject var session: HarborSession
  var body: some View { Button("Sign in") { session.signIn() } }
}

struct HarborDocks: View {
  var body: some View { NavigationLink("Berth") { HarborBerth() } }
}

struct HarborBoats: View {
  var body: some View { Text("Boats") }
}

struct HarborBerth: View {
  var body: some View { Text("Berth") }
}
