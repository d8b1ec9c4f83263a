import SwiftUI

// One view type is the content of two modals: a sheet from a tab's root, and a popover from a
// screen two pushes deep in the other tab, whose content adds a close button. The sheet is met
// first, so the popover's button is found on a screen already read.
@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup { HarborTabs() }
  }
}

struct HarborTabs: View {
  var body: some View {
    TabView {
      HarborDeck().tabItem { Label("Deck", systemImage: "ferry") }
      HarborCrew().tabItem { Label("Crew", systemImage: "person.3") }
    }
  }
}

struct HarborDeck: View {
  var body: some View {
    NavigationStack { NavigationLink("Hall") { HarborHall() } }
  }
}

struct HarborHall: View {
  var body: some View { NavigationLink("Cabin") { HarborCabin() } }
}

struct HarborCabin: View {
  @State private var showsSailor = false
  var body: some View {
    Button("Captain") { showsSailor = true }
      .popover(isPresented: $showsSailor) {
        NavigationStack {
          SailorBadge(name: "Cap")
            .toolbar { Button("Close") { showsSailor = false } }
        }
      }
  }
}

struct HarborCrew: View {
  @State private var showsSailor = false
  var body: some View {
    NavigationStack {
      Button("Add sailor") { showsSailor = true }
        .sheet(isPresented: $showsSailor) { NavigationStack { SailorBadge(name: "Ann") } }
    }
  }
}

struct SailorBadge: View {
  let name: String
  var body: some View { Text(name) }
}
