// A tab bar pushed onto the launch screen's stack by a route (`case .tabs: Shell()`): its tabs push
// onto that stack, so each tab is a stack with the stack's destinations.
import SwiftUI

@main
struct GateApp: App {
  @StateObject private var nav = GateNav()
  var body: some Scene {
    WindowGroup { Gate().environmentObject(nav) }
  }
}

enum Dest: Hashable { case tabs, item }

final class GateNav: ObservableObject {
  @Published var path: [Dest] = []
}

struct Gate: View {
  @EnvironmentObject var nav: GateNav
  var body: some View {
    NavigationStack(path: $nav.path) {
      Text("Logo")
        .onAppear { nav.path.append(.tabs) }
        .navigationDestination(for: Dest.self) { d in
          switch d {
          case .tabs: Shell()
          case .item: ItemPage()
          }
        }
    }
  }
}

struct Shell: View {
  var body: some View {
    TabView {
      Feed().tabItem { Text("Feed") }.tag(0)
      Saved().tabItem { Text("Saved") }.tag(1)
    }
  }
}

struct Feed: View {
  @EnvironmentObject var nav: GateNav
  var body: some View { Text("Feed").onTapGesture { nav.path.append(.item) } }
}

struct Saved: View {
  var body: some View { Text("Saved") }
}

struct ItemPage: View {
  var body: some View { Text("Item") }
}
