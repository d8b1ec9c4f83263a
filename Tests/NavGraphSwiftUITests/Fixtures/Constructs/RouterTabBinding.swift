import SwiftUI

// A TabView whose selection is a `Binding(get:set:)` over a router's tab: a write of the router's
// tab selects the tab.
@main
struct QuiltApp: App {
  @StateObject private var router = QuiltRouter()

  var body: some Scene {
    WindowGroup { QuiltTabs().environmentObject(router) }
  }
}

enum QuiltTab: Hashable {
  case blocks, fabric
}

final class QuiltRouter: ObservableObject {
  @Published var tab: QuiltTab = .blocks
}

struct QuiltTabs: View {
  @EnvironmentObject private var router: QuiltRouter

  var body: some View {
    TabView(selection: Binding(get: { router.tab }, set: { router.tab = $0 })) {
      BlocksView()
        .tabItem { Label("Blocks", systemImage: "square.grid.3x3") }
        .tag(QuiltTab.blocks)
      FabricView()
        .tabItem { Label("Fabric", systemImage: "scissors") }
        .tag(QuiltTab.fabric)
    }
  }
}

struct BlocksView: View {
  @EnvironmentObject private var router: QuiltRouter

  var body: some View {
    Button("Choose fabric") { router.tab = .fabric }
  }
}

struct FabricView: View {
  var body: some View { Text("Fabric") }
}
