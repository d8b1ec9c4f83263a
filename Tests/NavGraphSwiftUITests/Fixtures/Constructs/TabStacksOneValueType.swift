import SwiftUI

// Two tabs, each with its own stack registering `String` with a different destination: each push
// goes to the destination of the stack it is made in, whatever the file order. NotesView is
// pushed in both stacks, so its push cannot be placed in one: reported.
@main
struct KitchenApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        CookbookTab()
          .tabItem { Label("Cookbook", systemImage: "book") }
        LarderTab()
          .tabItem { Label("Larder", systemImage: "cabinet") }
      }
    }
  }
}

struct CookbookTab: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Soup", value: "soup")
        NavigationLink("Notes") { NotesView() }
      }
      .navigationDestination(for: String.self) { name in
        DishView(name: name)
      }
    }
  }
}

struct DishView: View {
  let name: String

  var body: some View {
    NavigationLink("Variant", value: "variant")
  }
}

struct LarderTab: View {
  @State private var trail: [String] = []

  var body: some View {
    NavigationStack(path: $trail) {
      VStack {
        Button("Stock") { openStock() }
        BinRow(trail: $trail)
        NavigationLink("Notes") { NotesView() }
      }
      .navigationDestination(for: String.self) { shelf in
        ShelfView(shelf: shelf)
      }
    }
  }

  private func openStock() {
    trail.append("stock")
  }
}

struct BinRow: View {
  @Binding var trail: [String]

  var body: some View {
    Button("Bin") { trail.append("bin") }
  }
}

struct ShelfView: View {
  let shelf: String

  var body: some View {
    Text(shelf)
  }
}

struct NotesView: View {
  var body: some View {
    NavigationLink("Tip", value: "tip")
  }
}
