import SwiftUI

// Tab items whose image depends on the selection, in an `if`/`else` before the title's `Text`.
@main
struct ReelApp: App {
  var body: some Scene {
    WindowGroup { ReelTabs() }
  }
}

struct ReelTabs: View {
  @State private var pick = 0

  var body: some View {
    TabView(selection: $pick) {
      NowShowingView()
        .tabItem {
          VStack {
            if pick == 0 {
              Image(systemName: "film.fill")
            } else {
              Image(systemName: "film")
            }
            Text("Now Showing")
          }
        }
        .tag(0)
      StubsView()
        .tabItem {
          Label("Stubs", systemImage: "ticket")
        }
        .tag(1)
    }
  }
}

struct NowShowingView: View {
  var body: some View { Text("Films") }
}

struct StubsView: View {
  var body: some View { Text("Tickets") }
}
