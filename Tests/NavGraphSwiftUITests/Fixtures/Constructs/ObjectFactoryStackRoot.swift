import SwiftUI

// A tab whose stack root is built by a view model's factory method
// (`NavigationStack(path: $router.path) { factory.makeSearchView() }`).
@main
struct CinemaApp: App {
  var body: some Scene {
    WindowGroup { CinemaTabs() }
  }
}

struct CinemaTabs: View {
  var body: some View {
    TabView {
      SearchNavigation()
        .tabItem { Label("Search", systemImage: "magnifyingglass") }
      TicketsView()
        .tabItem { Label("Tickets", systemImage: "ticket") }
    }
  }
}

final class SearchRouter: ObservableObject {
  @Published var path: [Int] = []
  func showFilm(_ id: Int) { path.append(id) }
}

final class SearchFactory {
  let router: SearchRouter
  init(router: SearchRouter) { self.router = router }

  func makeSearchView() -> some View { SearchView(router: router) }
  func makeFilmView(id: Int) -> some View { FilmView(id: id) }
}

struct SearchNavigation: View {
  @StateObject private var router = SearchRouter()

  var body: some View {
    let factory = SearchFactory(router: router)
    NavigationStack(path: $router.path) {
      factory.makeSearchView()
        .navigationDestination(for: Int.self) { id in factory.makeFilmView(id: id) }
    }
  }
}

struct SearchView: View {
  @ObservedObject var router: SearchRouter
  var body: some View {
    Button("Film") { router.showFilm(7) }
  }
}

struct FilmView: View {
  let id: Int
  var body: some View { Text("Film") }
}

struct TicketsView: View {
  var body: some View { Text("Tickets") }
}
