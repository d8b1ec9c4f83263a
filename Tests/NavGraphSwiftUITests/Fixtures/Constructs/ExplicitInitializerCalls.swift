import SwiftUI

// Views made by calling their initializer by name, `Type.init(...)`: a value destination, a
// link's destination and a sheet's content.

struct Creek: Hashable {
  let name: String
}

@main
struct CreekApp: App {
  var body: some Scene {
    WindowGroup { CreekList() }
  }
}

struct CreekList: View {
  let creeks = [Creek(name: "Alder"), Creek(name: "Birch")]
  @State private var addingCreek = false

  var body: some View {
    NavigationStack {
      List(creeks, id: \.name) { creek in
        NavigationLink(creek.name, value: creek)
      }
      .navigationDestination(for: Creek.self) { creek in
        VStack { CreekDetail.init(creek: creek) }
      }
      .toolbar {
        Button("Add") { addingCreek = true }
        NavigationLink("Gauges") { CreekGauges.init() }
      }
      .sheet(isPresented: $addingCreek) { CreekEditor.init() }
    }
  }
}

struct CreekDetail: View {
  let creek: Creek
  var body: some View { Text(creek.name) }
}

struct CreekGauges: View {
  var body: some View { Text("Gauges") }
}

struct CreekEditor: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Save") { dismiss() } }
}
