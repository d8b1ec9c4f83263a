import SwiftUI

// A tab bar whose selection is a computed `Binding` of the router (`var tabBinding:
// Binding<LoomTab> { Binding { self?.selectedTab ?? .feed } set: { self?.selectedTab = $0 } }`,
// `TabView(selection: router.tabBinding)`): its `get` reads `selectedTab`, so a screen's write to
// `router.selectedTab` moves to a tab.

@main
struct LoomApp: App {
  @StateObject private var router = LoomRouter()

  var body: some Scene {
    WindowGroup {
      LoomTabs().environmentObject(router)
    }
  }
}

enum LoomTab: Hashable {
  case feed
  case saved
}

final class LoomRouter: ObservableObject {
  @Published var selectedTab: LoomTab = .feed

  var tabBinding: Binding<LoomTab> {
    Binding { [weak self] in
      self?.selectedTab ?? .feed
    } set: { [weak self] newValue in
      self?.selectedTab = newValue
    }
  }
}

struct LoomTabs: View {
  @EnvironmentObject var router: LoomRouter

  var body: some View {
    TabView(selection: router.tabBinding) {
      LoomFeed()
        .tabItem { Text("Feed") }
        .tag(LoomTab.feed)
      LoomSaved()
        .tabItem { Text("Saved") }
        .tag(LoomTab.saved)
    }
  }
}

struct LoomFeed: View {
  @EnvironmentObject var router: LoomRouter

  var body: some View {
    Button("Open saved") { router.selectedTab = .saved }
  }
}

struct LoomSaved: View {
  var body: some View {
    Text("Saved")
  }
}
