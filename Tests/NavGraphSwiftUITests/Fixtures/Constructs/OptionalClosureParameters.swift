import SwiftUI

// Components with a closure parameter that has a value without it (an optional `var`, a default
// `= {}`): one creator gives it, another leaves it out. Only the screen that gives it gets its
// links.
@main
struct KilnApp: App {
  var body: some Scene {
    WindowGroup { StudioView() }
  }
}

enum KilnRoute: Hashable {
  case glaze
}

struct GlazeRow: View {
  var title: String
  var onTap: (() -> Void)?

  var body: some View {
    Button(title) { onTap?() }
  }
}

struct ShelfTag: View {
  var onOpen: () -> Void = {}

  var body: some View {
    Button("Shelf", action: onOpen)
  }
}

struct StudioView: View {
  @State private var path: [KilnRoute] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        GlazeRow(title: "Celadon", onTap: { path.append(.glaze) })
        ShelfTag()
        NavigationLink("Firing log") { FiringLogView() }
      }
      .navigationDestination(for: KilnRoute.self) { _ in GlazeView() }
    }
  }
}

struct FiringLogView: View {
  @State private var showsShelf = false

  var body: some View {
    VStack {
      GlazeRow(title: "Shino")
      ShelfTag { showsShelf = true }
    }
    .sheet(isPresented: $showsShelf) { KilnShelfView() }
  }
}

struct GlazeView: View {
  var body: some View { Text("Glaze") }
}

struct KilnShelfView: View {
  var body: some View { Text("Shelf") }
}
