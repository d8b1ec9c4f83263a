import SwiftUI

// A control inside the view's own capitalized helper method, called like a view type.
@main
struct KiteLogApp: App {
  var body: some Scene {
    WindowGroup { KiteLog() }
  }
}

struct KiteLog: View {
  @State private var showingGear = false

  var body: some View {
    VStack {
      Text("Sessions")
      GearBar()
    }
    .sheet(isPresented: $showingGear) { GearSheet() }
  }

  @ViewBuilder
  func GearBar() -> some View {
    HStack {
      Button("Gear") { showingGear = true }
    }
  }
}

struct GearSheet: View {
  var body: some View { Text("Gear") }
}
