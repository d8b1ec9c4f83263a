import SwiftUI

// One `NavigationView` around the App's whole root switch, one branch a view holding the tab bar:
// the tabs push onto that stack.

final class Gate: ObservableObject {
  enum Root { case login, tabs }
  @Published var root: Root = .login
}

@main
struct HarborApp: App {
  @StateObject private var gate = Gate()
  var body: some Scene {
    WindowGroup {
      NavigationView {
        Group {
          switch gate.root {
          case .login: Login()
          case .tabs: Tabs()
          }
        }
      }
      .environmentObject(gate)
    }
  }
}

struct Login: View {
  @EnvironmentObject private var gate: Gate
  var body: some View {
    Button("Sign in") { gate.root = .tabs }
  }
}

struct Tabs: View {
  var body: some View {
    TabView {
      Docks().tabItem { Label("Docks", systemImage: "ferry") }
      Profile().tabItem { Label("Profile", systemImage: "person") }
    }
  }
}

struct Docks: View {
  var body: some View {
    NavigationLink(destination: DockDetail()) { Text("Open") }
  }
}

struct DockDetail: View {
  var body: some View { Text("Detail") }
}

struct Profile: View {
  @EnvironmentObject private var gate: Gate
  var body: some View {
    Button("Sign out") { gate.root = .login }
  }
}
