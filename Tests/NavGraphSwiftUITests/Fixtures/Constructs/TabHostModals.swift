import SwiftUI

// Modals and buttons around the tab bar: a sheet opened from a help button beside the TabView,
// and a cover on the TabView itself opened from a button beside it. They can be used whatever a
// tab shows on top; a screen also shown in a modal does not get them.
@main
struct GreenhouseApp: App {
  var body: some Scene {
    WindowGroup { GreenhouseTabs() }
  }
}

struct GreenhouseTabs: View {
  @State private var showHelp = false
  @State private var showShop = false

  var body: some View {
    ZStack(alignment: .bottomTrailing) {
      TabView {
        NavigationStack { PlantsView() }
          .tabItem { Label("Plants", systemImage: "leaf") }
        SeedsView()
          .tabItem { Label("Seeds", systemImage: "circle.grid.3x3") }
      }
      .fullScreenCover(isPresented: $showShop) { ShopView() }
      HelpButton(onHelp: { showHelp = true })
      Button("Shop") { showShop = true }
    }
    .sheet(isPresented: $showHelp) { HelpView() }
  }
}

struct HelpButton: View {
  let onHelp: () -> Void

  var body: some View {
    Button("Help", action: onHelp)
  }
}

struct PlantsView: View {
  @State private var watering = false

  var body: some View {
    List {
      NavigationLink("Fern") { FernView() }
      NavigationLink("Cactus") { CactusView() }
      Button("Water") { watering = true }
    }
    .sheet(isPresented: $watering) { WateringView() }
  }
}

struct CactusView: View {
  var body: some View { Text("Cactus") }
}

struct FernView: View {
  var body: some View { Text("Fern") }
}

struct WateringView: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Fern") { FernView() }
    }
  }
}

struct SeedsView: View {
  var body: some View { Text("Seeds") }
}

struct HelpView: View {
  var body: some View { Text("Help") }
}

struct ShopView: View {
  var body: some View { Text("Shop") }
}
