import SwiftUI

// A generic frame that lays a search bar above whatever it is given: a tab's real root sits
// inside it (`Frame { ShopHome(...) }`), in a stack and in a plain tab wrapper.
struct Frame<Content: View>: View {
  @ViewBuilder let content: Content
  @State private var query = ""

  var body: some View {
    VStack(spacing: 0) {
      SearchBar(query: $query)
      Divider()
      content
    }
  }
}

struct SearchBar: View {
  @Binding var query: String

  var body: some View {
    TextField("Search", text: $query)
  }
}

@main
struct StoreApp: App {
  var body: some Scene {
    WindowGroup { StoreTabs() }
  }
}

enum ShopRoute: Hashable {
  case shelf
}

struct StoreTabs: View {
  var body: some View {
    TabView {
      ShopTab()
        .tabItem { Label("Shop", systemImage: "bag") }
      SavedTab()
        .tabItem { Label("Saved", systemImage: "heart") }
    }
  }
}

struct ShopTab: View {
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      content
        .navigationDestination(for: ShopRoute.self) { route in
          switch route {
          case .shelf: ShelfPage()
          }
        }
    }
  }

  @ViewBuilder
  private var content: some View {
    Frame {
      ShopHome(onPick: { path.append(ShopRoute.shelf) })
    }
  }
}

struct SavedTab: View {
  var body: some View {
    Frame {
      SavedPage()
    }
  }
}

struct ShopHome: View {
  let onPick: () -> Void

  var body: some View {
    Button("Shelf") { onPick() }
  }
}

struct ShelfPage: View {
  var body: some View { Text("Shelf") }
}

struct SavedPage: View {
  var body: some View { Text("Saved") }
}
