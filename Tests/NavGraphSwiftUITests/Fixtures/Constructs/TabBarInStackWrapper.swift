import SwiftUI

// A generic wrapper whose body is a `NavigationStack(path:)` around the content it is given, with
// the stack's destinations on that content: `StackFrame { HarborTabs() }` puts the tab bar inside
// the wrapper's stack, so the tabs push onto it, as if the stack were written in HarborShell.
@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup { HarborShell() }
  }
}

final class HarborRoutes: ObservableObject {
  @Published var stack: [HarborRoute] = []
}

enum HarborRoute: Hashable {
  case berth
}

struct StackFrame<Content: View>: View {
  @StateObject private var routes = HarborRoutes()
  private let content: Content

  init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var body: some View {
    NavigationStack(path: $routes.stack) {
      content
        .navigationDestination(for: HarborRoute.self) { route in
          switch route {
          case .berth: BerthView()
          }
        }
    }
    .environmentObject(routes)
  }
}

struct HarborShell: View {
  var body: some View {
    StackFrame {
      HarborTabs()
    }
  }
}

struct HarborTabs: View {
  var body: some View {
    TabView {
      DocksView().tabItem { Text("Docks") }
      CrewView().tabItem { Text("Crew") }
    }
  }
}

struct DocksView: View {
  @EnvironmentObject var routes: HarborRoutes

  var body: some View {
    Button("Berth") { routes.stack.append(.berth) }
  }
}

struct CrewView: View {
  var body: some View {
    Text("Crew")
  }
}

struct BerthView: View {
  var body: some View {
    Text("Berth")
  }
}
