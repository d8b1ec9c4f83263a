import SwiftUI

// Each tab root marks itself: `.tabItem` and `.tag` are written at the end of its own body, the
// tags static constants of a struct, and the `TabView` lists the roots bare.
struct PaneIndex {
  static let garden = 0
  static let shed = 1
}

@main
struct AllotmentApp: App {
  var body: some Scene {
    WindowGroup { AllotmentTabs() }
  }
}

struct AllotmentTabs: View {
  @State private var selected = PaneIndex.garden

  var body: some View {
    TabView(selection: $selected) {
      GardenPane(selected: $selected)
      ShedPane()
    }
  }
}

struct GardenPane: View {
  @Binding var selected: Int

  var body: some View {
    Button("To the shed") { selected = PaneIndex.shed }
      .tabItem { Text("Garden") }
      .tag(PaneIndex.garden)
  }
}

struct ShedPane: View {
  var body: some View {
    Text("Tools")
      .tabItem { Label("Shed", systemImage: "hammer") }
      .tag(PaneIndex.shed)
  }
}
