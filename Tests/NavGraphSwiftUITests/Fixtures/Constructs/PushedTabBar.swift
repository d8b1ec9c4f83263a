import SwiftUI

// A tab bar that is not the App's root: a router pushes it after signing in.

@main
struct HarborApp: App {
  @StateObject private var router = HarborRouter()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $router.path) {
        WelcomeView()
          .navigationDestination(for: HarborRouter.Place.self) { place in
            switch place {
            case .signIn: SignInView()
            case .harbor: HarborTabsView()
            }
          }
      }
      .environmentObject(router)
    }
  }
}

final class HarborRouter: ObservableObject {
  enum Place: Hashable {
    case signIn
    case harbor
  }

  @Published var path = NavigationPath()

  func go(to place: Place) { path.append(place) }
}

struct WelcomeView: View {
  @EnvironmentObject var router: HarborRouter

  var body: some View {
    Button("Sign in") { router.go(to: .signIn) }
  }
}

struct SignInView: View {
  @EnvironmentObject var router: HarborRouter

  var body: some View {
    Button("Enter") { router.go(to: .harbor) }
  }
}

struct HarborTabsView: View {
  var body: some View {
    TabView {
      NavigationStack { DocksView() }
        .tabItem { Label("Docks", systemImage: "ferry") }
      MooringsView()
        .tabItem { Label("Account", systemImage: "person") }
    }
    .navigationBarBackButtonHidden(true)
  }
}

struct DocksView: View {
  var body: some View {
    NavigationLink("Berth") { BerthView() }
  }
}

struct BerthView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Back") { dismiss() }
  }
}

struct MooringsView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Sign out") { dismiss() }
  }
}
