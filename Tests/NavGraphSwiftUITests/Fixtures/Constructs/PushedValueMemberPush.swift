import SwiftUI

// A pushed screen that pushes a member of the value it was pushed with (`plant.species`), typed
// from the member's declared type.
@main
struct HerbariumApp: App {
  var body: some Scene {
    WindowGroup { HerbariumView() }
  }
}

struct Genus: Hashable {
  let name: String
}

struct Herb: Hashable {
  let name: String
  let genus: Genus
}

struct HerbariumView: View {
  @State private var herbs: [Herb] = []

  var body: some View {
    NavigationStack {
      List(herbs, id: \.name) { herb in
        NavigationLink(value: herb) { Text(herb.name) }
      }
      .navigationDestination(for: Herb.self) { herb in
        NavigationLink(value: herb.genus) { Text("Genus") }
      }
      .navigationDestination(for: Genus.self) { genus in
        GenusView(genus: genus)
      }
    }
  }
}

struct GenusView: View {
  let genus: Genus

  var body: some View {
    Text(genus.name)
  }
}
