import SwiftUI

// A sheet given its presenter's path removes the last entry by index and dismisses: the sheet
// closes, then the presenter's stack pops.
@main
struct AtlasApp: App {
  var body: some Scene {
    WindowGroup { AtlasStack() }
  }
}

struct Atlas: Hashable {
  let name: String
}

struct AtlasStack: View {
  @State private var path: [Atlas] = []

  var body: some View {
    NavigationStack(path: $path) {
      AtlasList(path: $path)
    }
  }
}

struct AtlasList: View {
  @Binding var path: [Atlas]

  var body: some View {
    List {
      NavigationLink("Alps", value: Atlas(name: "Alps"))
    }
    .navigationDestination(for: Atlas.self) { atlas in
      AtlasDetail(atlas: atlas, path: $path)
    }
  }
}

struct AtlasDetail: View {
  let atlas: Atlas
  @Binding var path: [Atlas]
  @State private var editing = false

  var body: some View {
    Button("Edit") { editing = true }
      .sheet(isPresented: $editing) { AtlasEditor(path: $path) }
  }
}

struct AtlasEditor: View {
  @Binding var path: [Atlas]
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Delete") {
      path.remove(at: path.count - 1)
      dismiss()
    }
  }
}
