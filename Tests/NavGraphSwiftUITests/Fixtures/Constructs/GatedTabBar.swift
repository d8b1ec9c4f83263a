// A tab bar whose content is one `if` / `else`: a view with no tab item while signed out, the tabs
// (inside an `if let`) once signed in.
// Expected: entry Gate; tabs Pantry, Menu; Gate: tab Pantry 'Enter' (sets the session);
//           Pantry (stack): sheet Groceries 'Add'; Menu (stack): push Dish 'Soup'.
import SwiftUI

final class Keys: ObservableObject {
  @Published var member: String? = nil
  @Published var name: String? = nil
}

@main
struct KeysApp: App {
  @StateObject var keys = Keys()
  var body: some Scene { WindowGroup { Hall().environmentObject(keys) } }
}

struct Hall: View {
  @EnvironmentObject var keys: Keys
  var body: some View {
    TabView {
      if keys.member == nil {
        Gate()
      } else {
        if let name = keys.name {
          Pantry(owner: name).tabItem { Label("Pantry", systemImage: "cart") }
          Menu().tabItem { Label("Menu", systemImage: "book") }
        }
      }
    }
  }
}

struct Gate: View {
  @EnvironmentObject var keys: Keys
  var body: some View {
    Button("Enter") {
      keys.member = "m"
      keys.name = "n"
    }
  }
}

struct Pantry: View {
  let owner: String
  @State private var adding = false
  var body: some View {
    NavigationView {
      Button("Add") { adding = true }
        .sheet(isPresented: $adding) { Groceries() }
    }
  }
}

struct Menu: View {
  var body: some View { NavigationView { NavigationLink("Soup") { Dish() } } }
}

struct Groceries: View {
  var body: some View { Text("Groceries") }
}

struct Dish: View {
  var body: some View { Text("Dish") }
}
