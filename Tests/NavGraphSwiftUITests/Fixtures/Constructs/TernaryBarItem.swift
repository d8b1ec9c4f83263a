import SwiftUI

// A bar item given as a ternary of type-erased views: the add button shows only on the first page.
@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup { MooringList() }
  }
}

struct MooringList: View {
  @State private var page = 0
  @State private var addingMooring = false

  var body: some View {
    NavigationView {
      Picker("Page", selection: $page) {
        Text("Mine").tag(0)
        Text("All").tag(1)
      }
      .navigationBarItems(
        trailing: page == 0
          ? AnyView(Button(action: { addingMooring = true }) { Image(systemName: "plus") })
          : AnyView(EmptyView())
      )
      .sheet(isPresented: $addingMooring) { NewMooring() }
    }
  }
}

struct NewMooring: View {
  var body: some View { Text("New") }
}
