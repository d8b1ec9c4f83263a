// A split view's detail under the shorthand `if let selected`, whose row component is given a
// closure setting a `navigationDestination(item:)` to the unwrapped name, and a button setting it
// directly: the name is the state unwrapped, not nil there.
// Expected: Shelf: push Shelf.detail (the detail column, written in place);
//           Shelf.detail: push ShelfEditor 'Quick edit', push ShelfEditor 'Edit' (from ShelfDetail).
import SwiftUI

struct Book: Identifiable, Hashable {
  let id: Int
  var title: String
}

@main
struct ShelfApp: App {
  var body: some Scene { WindowGroup { Shelf() } }
}

struct Shelf: View {
  @State private var selected: Book?
  @State private var editing: Book?
  let books: [Book] = []
  var body: some View {
    NavigationSplitView {
      List(books, selection: $selected) { book in
        Text(book.title).tag(book)
      }
    } detail: {
      if let selected {
        VStack {
          ShelfDetail(book: selected, onEdit: { editing = selected })
          Button("Quick edit") { editing = selected }
        }
      } else {
        Text("Pick a book")
      }
    }
    .navigationDestination(item: $editing) { book in
      ShelfEditor(book: book)
    }
  }
}

struct ShelfDetail: View {
  let book: Book
  var onEdit: () -> Void
  var body: some View { Button("Edit") { onEdit() } }
}

struct ShelfEditor: View {
  let book: Book
  var body: some View { Text(book.title) }
}
