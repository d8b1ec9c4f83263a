import SwiftUI

// A header above the tab bar shows a back button while the home tab's stack has pushed: its pop
// acts on the pushed screens, not on the tabs' roots.

enum HarborPage: Hashable {
  case pier
}

final class HarborRouter: ObservableObject {
  @Published var path = NavigationPath()

  func open(_ page: HarborPage) { path.append(page) }
  func back() { path.removeLast() }
}

@main
struct HarborApp: App {
  @StateObject private var router = HarborRouter()

  var body: some Scene {
    WindowGroup {
      VStack {
        HarborHeader()
        TabView {
          NavigationStack(path: $router.path) {
            HarborHome()
              .navigationDestination(for: HarborPage.self) { _ in HarborPier() }
          }
          .tabItem { Label("Home", systemImage: "house") }
          HarborTides().tabItem { Label("Tides", systemImage: "water.waves") }
        }
      }
      .environmentObject(router)
    }
  }
}

struct HarborHeader: View {
  @EnvironmentObject var router: HarborRouter

  var body: some View {
    HStack {
      if router.path.isEmpty {
        Text("Harbor")
      } else {
        Button("Back") { router.back() }
      }
    }
  }
}

struct HarborHome: View {
  @EnvironmentObject var router: HarborRouter

  var body: some View {
    Button("Pier") { router.open(.pier) }
  }
}

struct HarborPier: View {
  var body: some View { Text("Pier") }
}

struct HarborTides: View {
  var body: some View { Text("Tides") }
}
