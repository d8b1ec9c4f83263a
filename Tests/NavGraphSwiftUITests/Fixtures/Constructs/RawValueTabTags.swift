import SwiftUI

@main
struct AllotmentApp: App {
  var body: some Scene {
    WindowGroup { AllotmentTabs() }
  }
}

struct AllotmentTabs: View {
  enum Pane: Int {
    case garden
    case shed
  }

  @State private var selected = 0

  var body: some View {
    TabView(selection: $selected) {
      GardenView(selected: $selected)
        .tabItem { Label("Garden", systemImage: "leaf") }
        .tag(Pane.garden.rawValue)
      ShedView()
        .tabItem { Label("Shed", systemImage: "house") }
        .tag(Pane.shed.rawValue)
    }
  }
}

struct GardenView: View {
  @Binding var selected: Int

  var body: some View {
    Button("Tools") { selected = AllotmentTabs.Pane.shed.rawValue }
  }
}

struct ShedView: View {
  var body: some View { Text("Shed") }
}
