import SwiftUI

enum Shelf: Hashable {
  case novels, poems
}

enum Page: Hashable {
  case chapter
}

@Observable
final class Librarian {
  var current: Shelf = .novels
  var paths: [Shelf: [Page]] = [:]

  subscript(shelf: Shelf) -> [Page] {
    get { paths[shelf] ?? [] }
    set { paths[shelf] = newValue }
  }

  func open(_ page: Page) {
    paths[current, default: []].append(page)
  }
}

@main
struct ShelfApp: App {
  @State private var librarian = Librarian()

  var body: some Scene {
    WindowGroup {
      TabView(selection: $librarian.current) {
        NavigationStack(path: $librarian[.novels]) {
          NovelsView()
            .navigationDestination(for: Page.self) { _ in ChapterView() }
        }
        .tabItem { Text("Novels") }
        .tag(Shelf.novels)
      }
      .environment(librarian)
    }
  }
}

struct NovelsView: View {
  @Environment(Librarian.self) private var librarian

  var body: some View {
    Button("Chapter") { librarian.open(.chapter) }
  }
}

struct ChapterView: View {
  var body: some View {
    Text("Chapter")
  }
}
