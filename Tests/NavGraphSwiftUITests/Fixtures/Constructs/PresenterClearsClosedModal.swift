import SwiftUI

// A method that closes a sheet and pushes (`showFilter = false; showItem = true`), called both from
// the sheet and from the screen under it: from the screen under it, the sheet is not up, so the
// call only pushes.
@main
struct LanternApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { ShelfView() }
    }
  }
}

final class ShelfRouter: ObservableObject {
  @Published var showFilter = false
  @Published var showItem = false

  func openItem() {
    showFilter = false
    showItem = true
  }
}

struct ShelfView: View {
  @StateObject private var router = ShelfRouter()
  var body: some View {
    VStack {
      Button("Filter") { router.showFilter = true }
      Button("Open") { router.openItem() }
    }
    .sheet(isPresented: $router.showFilter) {
      FilterView(onPick: { router.openItem() })
    }
    .navigationDestination(isPresented: $router.showItem) { ItemView() }
  }
}

struct FilterView: View {
  let onPick: () -> Void
  var body: some View {
    Button("Pick", action: onPick)
  }
}

struct ItemView: View {
  var body: some View { Text("Item") }
}
