import SwiftUI

// A stack's root built by the coordinator's builder called with a ternary choosing between two
// cases of the page it switches on (`coordinator.build(signedIn ? .home : .login)`): a root choice
// between the two cases' views, on the flag, as if written `if signedIn { FernHome() } else {
// FernLogin() }`.

enum FernPage: Hashable {
  case login
  case home
  case settings
}

final class FernCoordinator: ObservableObject {
  @Published var path = NavigationPath()

  func push(_ page: FernPage) {
    path.append(page)
  }

  @ViewBuilder
  func build(_ page: FernPage) -> some View {
    switch page {
    case .login: FernLogin()
    case .home: FernHome()
    case .settings: FernSettings()
    }
  }
}

@main
struct FernApp: App {
  var body: some Scene {
    WindowGroup { FernRoot() }
  }
}

struct FernRoot: View {
  @StateObject private var coordinator = FernCoordinator()
  @AppStorage("fernSignedIn") private var signedIn = false

  var body: some View {
    NavigationStack(path: $coordinator.path) {
      coordinator.build(signedIn ? .home : .login)
        .navigationDestination(for: FernPage.self) { page in
          coordinator.build(page)
        }
    }
    .environmentObject(coordinator)
  }
}

struct FernLogin: View {
  @AppStorage("fernSignedIn") private var signedIn = false

  var body: some View {
    Button("Sign in") { signedIn = true }
  }
}

struct FernHome: View {
  @EnvironmentObject var coordinator: FernCoordinator

  var body: some View {
    Button("Settings") { coordinator.push(.settings) }
  }
}

struct FernSettings: View {
  @AppStorage("fernSignedIn") private var signedIn = false

  var body: some View {
    Button("Sign out") { signedIn = false }
  }
}
