// A split view's sidebar lists books with `NavigationLink(value:)` in a `List(selection:)`, and no
// `navigationDestination(for: Book.self)`: a row sets the selection, which the detail shows.
// Expected: entry Library (stack); Library: push SettingsScreen 'Settings', push BookDetail (the
//           detail column, on the selection). No warning about the rows' values.
import SwiftUI

@main
struct SplitApp: App {
  var body: some Scene { WindowGroup { Library() } }
}

struct Book: Identifiable, Hashable {
  let id: Int
  let title: String
}

@Observable final class LibraryModel {
  var books: [Book] = []
  var showSettings = false
  func openSettings() { showSettings = true }
}

struct Library: View {
  @State private var selection: Book?
  @State private var model = LibraryModel()
  var body: some View {
    NavigationSplitView {
      List(model.books, selection: $selection) { book in
        NavigationLink(book.title, value: book)
      }
      .toolbar { Button("Settings") { model.openSettings() } }
      .navigationDestination(isPresented: $model.showSettings) { SettingsScreen() }
    } detail: {
      if let selection {
        BookDetail(book: selection)
      } else {
        Text("Pick a book")
      }
    }
  }
}

struct BookDetail: View {
  let book: Book
  var body: some View { Text(book.title) }
}
struct SettingsScreen: View {
  var body: some View { Text("Settings") }
}
