import SwiftUI

// A screen switching its list between two item sets with a toggle: the same view type in both
// branches, given other data (or a line saying there is none), whose rows open a sheet.
@main
struct PantryApp: App {
  var body: some Scene { WindowGroup { NavigationStack { PantryHome() } } }
}

struct PantryHome: View {
  @State private var favouritesOnly = false
  @State private var picked: PantryPick?
  @State private var starred: [String] = []

  var body: some View {
    VStack {
      Toggle("Favourites", isOn: $favouritesOnly)
      Group {
        if favouritesOnly {
          if starred.isEmpty {
            Text("No favourites yet")
          } else {
            PantryList(items: starred) { picked = PantryPick(name: $0) }
          }
        } else {
          PantryList(items: ["jam", "oats"]) { picked = PantryPick(name: $0) }
        }
      }
      .sheet(item: $picked) { PantryItem(name: $0.name) }
    }
  }
}

struct PantryPick: Identifiable {
  let name: String
  var id: String { name }
}

struct PantryList: View {
  let items: [String]
  let onPick: (String) -> Void

  var body: some View {
    List(items, id: \.self) { item in
      Text(item).onTapGesture { onPick(item) }
    }
  }
}

struct PantryItem: View {
  let name: String
  var body: some View { Text(name) }
}
