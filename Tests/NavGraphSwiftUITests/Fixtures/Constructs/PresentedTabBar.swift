import SwiftUI

// A tab bar that is not the App's root: a full-screen cover shows it, behind a wrapper view, on the
// tab its selection starts with.

@main
struct GardenApp: App {
  var body: some Scene {
    WindowGroup { GateView() }
  }
}

struct GateView: View {
  @State private var entering = false

  var body: some View {
    Button("Enter the garden") { entering = true }
      .fullScreenCover(isPresented: $entering) { GardenShell() }
  }
}

struct GardenShell: View {
  var body: some View {
    GardenTabs().tint(.green)
  }
}

struct GardenTabs: View {
  enum Bed: Hashable {
    case tulips
    case roses
  }

  @State private var bed = Bed.roses

  var body: some View {
    TabView(selection: $bed) {
      TulipsView().tabItem { Text("Tulips") }.tag(Bed.tulips)
      RosesView().tabItem { Text("Roses") }.tag(Bed.roses)
    }
  }
}

struct TulipsView: View {
  var body: some View {
    NavigationLink("Bulbs") { BulbsView() }
  }
}

struct RosesView: View {
  @Environment(\.presentationMode) private var presentationMode

  var body: some View {
    Button("Leave") { presentationMode.wrappedValue.dismiss() }
  }
}

struct BulbsView: View {
  var body: some View { Text("Bulbs") }
}
