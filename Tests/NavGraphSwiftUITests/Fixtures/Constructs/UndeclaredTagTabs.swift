import SwiftUI

// Fixture: a tab bar drawn by hand over a `TabView` whose tags are cases of an enum (`Pane`) that
// is not in the files read, the tabs written in computed properties; the sign-in screen switches
// the root to the tab bar.

@main
struct LoomApp: App {
  @StateObject private var session = LoomSession()

  var body: some Scene {
    WindowGroup {
      if session.signedIn {
        LoomTabs(session: session)
      } else {
        LoomSignInView(session: session)
      }
    }
  }
}

final class LoomSession: ObservableObject {
  @Published var signedIn = false
}

final class LoomTabState: ObservableObject {
  @Published var current = Pane.looms
}

struct LoomTabs: View {
  @ObservedObject var session: LoomSession
  @StateObject private var state = LoomTabState()

  var body: some View {
    ZStack(alignment: .bottom) {
      TabView(selection: $state.current) {
        loomsTab
        weaverTab
      }
      HStack {
        Button("Looms") { state.current = .looms }
        Button("Me") { state.current = .weaver }
      }
    }
  }

  private var loomsTab: some View {
    NavigationView {
      LoomListView()
    }
    .tag(Pane.looms)
  }

  private var weaverTab: some View {
    NavigationView {
      WeaverView()
    }
    .tag(Pane.weaver)
  }
}

struct LoomSignInView: View {
  @ObservedObject var session: LoomSession

  var body: some View {
    Button("Sign in") { session.signedIn = true }
  }
}

struct LoomListView: View {
  var body: some View {
    NavigationLink("Warp") { WarpView() }
  }
}

struct WarpView: View {
  var body: some View { Text("Warp") }
}

struct WeaverView: View {
  @EnvironmentObject var session: LoomSession

  var body: some View {
    Button("Sign out") { session.signedIn = false }
  }
}
