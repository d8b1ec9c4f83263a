import SwiftUI

// A root `if` inside the stack on a view's own `@State` that nothing writes and whose binding the
// view gives to nothing: it always shows the branch its initial value selects.
@main
struct WharfApp: App {
  var body: some Scene {
    WindowGroup { WharfGate() }
  }
}

struct WharfGate: View {
  @State private var signedIn = false

  var body: some View {
    NavigationStack {
      if signedIn { WharfTabs() } else { WharfLogin() }
    }
  }
}

struct WharfTabs: View {
  var body: some View {
    TabView {
      WharfHome().tabItem { Text("Home") }
      WharfLog().tabItem { Text("Log") }
    }
  }
}

struct WharfHome: View {
  var body: some View { Text("Home") }
}

struct WharfLog: View {
  var body: some View { Text("Log") }
}

struct WharfJoin: View {
  var body: some View { Text("Join") }
}

struct WharfLogin: View {
  var body: some View {
    NavigationLink("Join") { WharfJoin() }
  }
}
