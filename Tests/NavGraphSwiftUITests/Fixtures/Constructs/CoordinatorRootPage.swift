import SwiftUI

// A stack whose root is built by the coordinator's own `@ViewBuilder` method of its own state
// (`coordinator.view(for: coordinator.rootPage)`), the same method that builds every pushed page.
// Only the pages written to `rootPage` (and its initial value) are ever the root.

enum Page: Hashable {
  case welcome
  case signIn
  case home
  case search
  case detail(id: Int)
  case settings
}

final class Coordinator: ObservableObject {
  @Published var path = NavigationPath()
  @Published var rootPage: Page = .welcome

  func push(_ page: Page) {
    path.append(page)
  }

  func setRootPage(_ page: Page) {
    rootPage = page
    path.removeLast(path.count)
  }

  @ViewBuilder
  func view(for page: Page) -> some View {
    switch page {
    case .welcome: WelcomeView()
    case .signIn: SignInView()
    case .home: HomeView()
    case .search: SearchView()
    case .detail(let id): DetailView(id: id)
    case .settings: SettingsView()
    }
  }
}

@main
struct LanternApp: App {
  var body: some Scene {
    WindowGroup { CoordinatorView() }
  }
}

struct CoordinatorView: View {
  @StateObject private var coordinator = Coordinator()

  var body: some View {
    NavigationStack(path: $coordinator.path) {
      coordinator.view(for: coordinator.rootPage)
        .navigationDestination(for: Page.self) { page in
          coordinator.view(for: page)
        }
    }
    .environmentObject(coordinator)
  }
}

struct WelcomeView: View {
  @EnvironmentObject private var coordinator: Coordinator

  var body: some View {
    Button("Start") { coordinator.push(.signIn) }
  }
}

struct SignInView: View {
  @EnvironmentObject private var coordinator: Coordinator

  var body: some View {
    Button("Sign in") { coordinator.setRootPage(.home) }
  }
}

struct HomeView: View {
  @EnvironmentObject private var coordinator: Coordinator
  @State private var showsGrid = false

  var body: some View {
    VStack {
      Button("Sign out") { coordinator.setRootPage(.welcome) }
      if showsGrid {
        LanternGrid()
      } else {
        LanternList()
      }
    }
  }
}

struct LanternGrid: View {
  @EnvironmentObject private var coordinator: Coordinator

  var body: some View {
    Button("Search") { coordinator.push(.search) }
  }
}

struct LanternList: View {
  @EnvironmentObject private var coordinator: Coordinator

  var body: some View {
    Button("Lantern") { coordinator.push(.detail(id: 1)) }
  }
}

struct SearchView: View {
  var body: some View {
    NavigationLink("Settings", value: Page.settings)
  }
}

struct DetailView: View {
  let id: Int
  var body: some View { Text("Lantern \(id)") }
}

struct SettingsView: View {
  var body: some View { Text("Settings") }
}
