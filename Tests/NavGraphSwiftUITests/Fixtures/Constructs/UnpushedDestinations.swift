import SwiftUI

// A route switch registered around the tab bar, with cases nothing pushes: `.archive` (a screen
// no code reaches) and `.signIn`, whose screen pushes `.register` and back: screens of the app all
// the same, with their links, for `check` to report as unreachable.
@main
struct LedgerApp: App {
  @StateObject private var router = LedgerRouter()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $router.path) {
        LedgerTabs()
          .navigationDestination(for: LedgerRoute.self) { route in
            router.view(for: route)
          }
      }
      .environmentObject(router)
    }
  }
}

enum LedgerRoute: Hashable {
  case entry(Int)
  case archive
  case signIn
  case register
}

final class LedgerRouter: ObservableObject {
  @Published var path = NavigationPath()

  func push(_ route: LedgerRoute) { path.append(route) }
  func popToRoot() { path = NavigationPath() }

  @ViewBuilder
  func view(for route: LedgerRoute) -> some View {
    switch route {
    case .entry(let id): EntryView(id: id)
    case .archive: ArchiveView()
    case .signIn: SignInView()
    case .register: RegisterView()
    }
  }
}

struct LedgerTabs: View {
  var body: some View {
    TabView {
      BooksView().tabItem { Label("Books", systemImage: "book") }
      TotalsView().tabItem { Label("Totals", systemImage: "sum") }
    }
  }
}

struct BooksView: View {
  @EnvironmentObject var router: LedgerRouter
  var body: some View { Button("Entry") { router.push(.entry(1)) } }
}

struct TotalsView: View {
  var body: some View { Text("Totals") }
}

struct EntryView: View {
  @EnvironmentObject var router: LedgerRouter
  let id: Int
  var body: some View { Button("Done") { router.popToRoot() } }
}

struct ArchiveView: View {
  var body: some View { Text("Archive") }
}

struct SignInView: View {
  @EnvironmentObject var router: LedgerRouter
  var body: some View { Button("Register") { router.push(.register) } }
}

struct RegisterView: View {
  @EnvironmentObject var router: LedgerRouter
  var body: some View { Button("Have an account") { router.push(.signIn) } }
}
