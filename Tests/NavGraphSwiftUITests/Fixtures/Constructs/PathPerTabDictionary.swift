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

  func open(_ page: Page, on shelf: Shelf? = nil) {
    paths[shelf ?? current, default: []].append(page)
  }

  func back() {
    paths[current]?.removeLast()
  }

  func home() {
    paths[current] = []
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
        NavigationStack(path: $librarian[.poems]) {
          PoemsView()
            .navigationDestination(for: Page.self) { _ in VerseView() }
        }
        .tabItem { Text("Poems") }
        .tag(Shelf.poems)
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

struct PoemsView: View {
  @Environment(Librarian.self) private var librarian

  var body: some View {
    Button("Verse") { librarian.open(.chapter) }
  }
}

struct ChapterView: View {
  @Environment(Librarian.self) private var librarian

  var body: some View {
    Button("Back") { librarian.back() }
  }
}

struct VerseView: View {
  @Environment(Librarian.self) private var librarian

  var body: some View {
    Button("Home") { librarian.home() }
  }
}
