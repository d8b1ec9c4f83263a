// A root switching on a router's route under a setup step, with a bar under the routes' screens
// that an `if` hides on two of them.
import SwiftUI

@main
struct QuayApp: App {
  var body: some Scene {
    WindowGroup { QuayRoot() }
  }
}

final class QuayRouter: ObservableObject {
  @Published var route: Route = .home
  @Published var needsSetup = true
  func go(_ next: Route) { route = next }
  enum Route { case home, search, settings }
}

struct QuayRoot: View {
  @StateObject var router = QuayRouter()

  var body: some View {
    if router.needsSetup {
      QuaySetup().environmentObject(router)
    } else {
      VStack {
        switch router.route {
        case .home: QuayHome()
        case .search: QuaySearch()
        case .settings: QuaySettings()
        }
        if router.route != .search && router.route != .settings {
          QuayBar()
        }
      }
      .environmentObject(router)
    }
  }
}

struct QuaySetup: View {
  @EnvironmentObject var router: QuayRouter
  var body: some View { Button("Done") { router.needsSetup = false } }
}

struct QuayBar: View {
  @EnvironmentObject var router: QuayRouter
  var body: some View {
    HStack {
      Button("Find") { router.go(.search) }
      Button("Settings") { router.go(.settings) }
    }
  }
}

struct QuayHome: View {
  var body: some View { Text("Home") }
}

struct QuaySearch: View {
  @EnvironmentObject var router: QuayRouter
  var body: some View { Button("Back") { router.go(.home) } }
}

struct QuaySettings: View {
  @EnvironmentObject var router: QuayRouter
  var body: some View { Button("Close") { router.go(.home) } }
}
