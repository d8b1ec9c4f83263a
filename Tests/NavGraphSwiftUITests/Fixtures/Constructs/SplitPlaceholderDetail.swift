import SwiftUI

// A split view whose detail is a static placeholder: on iPhone the sidebar's stack never shows it.
// The sheet's split view has a detail driven by the sidebar's selection: a column pushed as before.
@main
struct ReadingApp: App {
  var body: some Scene {
    WindowGroup { ReadingListView() }
  }
}

struct ReadingListView: View {
  @State private var showShelves = false

  var body: some View {
    NavigationSplitView {
      List {
        NavigationLink("Book") { BookView() }
        Button("Shelves") { showShelves = true }
      }
      .sheet(isPresented: $showShelves) { ShelfPickerView() }
    } detail: {
      VStack {
        Image(systemName: "book")
        Text("Select a book").font(.title)
      }
    }
  }
}

struct BookView: View {
  var body: some View { Text("Book") }
}

struct ShelfPickerView: View {
  @State private var picked: String?

  var body: some View {
    NavigationSplitView {
      List(["Fiction", "Poetry"], id: \.self, selection: $picked) { Text($0) }
    } detail: {
      Text(picked ?? "No shelf")
    }
  }
}
