import SwiftUI

// A tab bar inside a `ScrollViewReader`, whose proxy the tab host would use to scroll a list back to
// the top: the reader's closure shows the `TabView`, so the app's root is the tab bar.
enum Shelf: Hashable {
  case novels, poems
}

@main
struct LibraryApp: App {
  var body: some Scene {
    WindowGroup { LibraryTabs() }
  }
}

struct LibraryTabs: View {
  @State private var shelf = Shelf.novels

  var body: some View {
    ScrollViewReader { proxy in
      TabView(selection: $shelf) {
        NovelsView().tabItem { Text("Novels") }.tag(Shelf.novels)
        PoemsView().tabItem { Text("Poems") }.tag(Shelf.poems)
      }
      .onChange(of: shelf) { _ in proxy.scrollTo(0) }
    }
  }
}

struct NovelsView: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Novel") { NovelView() }
    }
  }
}

struct NovelView: View {
  var body: some View { Text("Novel") }
}

struct PoemsView: View {
  var body: some View { Text("Poems") }
}
