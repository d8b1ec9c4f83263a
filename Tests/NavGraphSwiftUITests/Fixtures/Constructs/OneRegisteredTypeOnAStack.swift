// A pushed value whose type the reader cannot tell (an element of a list a model in a file not read
// holds): on a stack registering one type it is that type; on one registering two it stays warned.

@main
struct FilmApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        FilmFinder().tabItem { Label("Find", systemImage: "magnifyingglass") }
        FilmShelf().tabItem { Label("Shelf", systemImage: "books.vertical") }
      }
    }
  }
}

struct Film: Hashable { let title: String }
struct Actor: Hashable { let name: String }

struct FilmFinder: View {
  @State private var path = NavigationPath()
  private let catalog = FilmCatalog()

  var body: some View {
    NavigationStack(path: $path) {
      List(catalog.hits, id: \.self) { hit in
        Text("Open").onTapGesture { path.append(hit) }
      }
      .navigationDestination(for: Film.self) { film in FilmPage(film: film) }
    }
  }
}

struct FilmShelf: View {
  @State private var path = NavigationPath()
  private let catalog = FilmCatalog()

  var body: some View {
    NavigationStack(path: $path) {
      List(catalog.hits, id: \.self) { hit in
        Text("Open").onTapGesture { path.append(hit) }
      }
      .navigationDestination(for: Film.self) { film in FilmPage(film: film) }
      .navigationDestination(for: Actor.self) { actor in ActorPage(actor: actor) }
    }
  }
}

struct FilmPage: View {
  let film: Film
  var body: some View { Text(film.title) }
}

struct ActorPage: View {
  let actor: Actor
  var body: some View { Text(actor.name) }
}
