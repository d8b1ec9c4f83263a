import SwiftUI

// Rows given to a collection as their initializer, not a closure: `ForEach(kites, id: \.self,
// content: KiteRow.init(name:))` and `List(spools, id: \.self, rowContent: SpoolRow.init)`. Each row
// is a component of the list's screen, so its link is the screen's.
@main
struct KiteApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { KiteList() }
    }
  }
}

struct KiteList: View {
  let kites = ["Box", "Delta"]

  var body: some View {
    VStack {
      ForEach(kites, id: \.self, content: KiteRow.init(name:))
      NavigationLink("Spools") { SpoolList() }
    }
  }
}

struct KiteRow: View {
  let name: String

  var body: some View {
    NavigationLink("Fly") { KiteSky() }
  }
}

struct SpoolList: View {
  let spools = ["Cotton", "Nylon"]

  var body: some View {
    List(spools, id: \.self, rowContent: SpoolRow.init)
  }
}

struct SpoolRow: View {
  let name: String

  var body: some View {
    NavigationLink("Wind") { SpoolDetail() }
  }
}

struct KiteSky: View {
  var body: some View { Text("Sky") }
}

struct SpoolDetail: View {
  var body: some View { Text("Spool") }
}
