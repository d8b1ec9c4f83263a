import SwiftUI
import SwiftfulRouting

// SwiftfulRouting (a package, not in the files read): `RouterView` is a stack around its content,
// and the router from the environment pushes, presents and closes screens. `PosterCell` is a
// package's view given the action: the basket it presents is not the home's content.
@main
struct OrchardApp: App {
  var body: some Scene {
    WindowGroup {
      RouterView { _ in
        OrchardHome()
      }
    }
  }
}

struct OrchardHome: View {
  @Environment(\.router) var router

  var body: some View {
    List {
      Button("Trees") { openTrees(row: 1) }
      Button("Basket") {
        router.showScreen(.sheet) { _ in OrchardBasket() }
      }
      Text("Harvest")
        .onTapGesture {
          router.showScreen(.fullScreenCover) { _ in OrchardHarvest() }
        }
      PosterCell(title: "Pears") {
        router.showScreen(.sheet) { _ in OrchardBasket() }
      }
      Button("Weather") { router.showSafari { URL(string: "https://example.com")! } }
      Button("Hint") { router.showAlert(.alert, title: "Hint") }
    }
  }

  private func openTrees(row: Int) {
    router.showScreen(.push) { _ in OrchardTrees(row: row) }
  }
}

struct OrchardTrees: View {
  @Environment(\.router) var router
  let row: Int

  var body: some View {
    VStack {
      Button("Back") { router.dismissScreen() }
      Button("Done") { router.dismissScreenStack() }
    }
  }
}

struct OrchardBasket: View {
  @Environment(\.router) private var router

  var body: some View {
    Button("Close") { router.dismissLastScreen() }
  }
}

struct OrchardHarvest: View {
  var body: some View { Text("Harvest") }
}
