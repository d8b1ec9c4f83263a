import SwiftUI

// Rows of a list given by a view the files do not declare (a fetch wrapper from a package), whose
// closure writes its parameter's type: the rows push values of the element type.

struct Skiff: Identifiable, Hashable {
  let id: Int
  let name: String
}

@main
struct SkiffApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        SkiffList()
          .navigationDestination(for: Skiff.self) { skiff in SkiffDetail(skiff: skiff) }
      }
    }
  }
}

struct SkiffList: View {
  var body: some View {
    RecordsQuery(sortedBy: "name") { (skiffs: [Skiff]) in
      List(skiffs) { skiff in
        NavigationLink(value: skiff) { Text(skiff.name) }
      }
    }
  }
}

struct SkiffDetail: View {
  let skiff: Skiff

  var body: some View { Text(skiff.name) }
}
