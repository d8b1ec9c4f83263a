import SwiftUI

// A section builder given `filtered.filter { ... }` for its `packs: [Pack]` parameter, `Pack` a SwiftData
// model declared in a file not read: each row pushes a `Pack`, the type the parameter declares.

@main
struct PackApp: App {
  var body: some Scene { WindowGroup { PackList() } }
}

struct PackList: View {
  @Query private var packs: [Pack]
  private var filtered: [Pack] { packs }
  var body: some View {
    NavigationStack {
      List {
        section(title: "Open", packs: filtered.filter { !$0.done })
      }
      .navigationDestination(for: Pack.self) { pack in PackDetail(pack: pack) }
    }
  }

  func section(title: String, packs: [Pack]) -> some View {
    Section(title) {
      ForEach(packs) { pack in
        NavigationLink(value: pack) { Text("Pack") }
      }
    }
  }
}

struct PackDetail: View {
  let pack: Pack
  var body: some View { Text("Detail") }
}
