import SwiftUI

// A generic grid whose cells push their item, `NavigationLink(value: item)` with `item: T`, given
// `[Book]` by one tab and `[Listing]` by another: the pushed type is each creator's element type.

protocol Shelved: Identifiable, Hashable {
  var name: String { get }
}

struct Book: Shelved {
  let id: Int
  let name: String
}

struct Listing: Shelved {
  let id: Int
  let name: String
}

@main
struct GridApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        Library(books: [Book(id: 1, name: "A")])
          .tabItem { Label("Library", systemImage: "books.vertical") }
        Search(listings: [Listing(id: 2, name: "B")])
          .tabItem { Label("Search", systemImage: "magnifyingglass") }
      }
    }
  }
}

struct Grid<T: Shelved>: View {
  let items: [T]
  var body: some View {
    ScrollView {
      ForEach(items) { item in
        NavigationLink(value: item) { Text(item.name) }
      }
    }
  }
}

struct Library: View {
  let books: [Book]
  var body: some View {
    NavigationStack {
      Grid(items: books)
        .navigationDestination(for: Book.self) { book in Detail(book: book) }
    }
  }
}

struct Search: View {
  let listings: [Listing]
  var body: some View {
    NavigationStack { Grid(items: listings) }
  }
}

struct Detail: View {
  let book: Book
  var body: some View { Text(book.name) }
}
