import SwiftUI

// A tab root whose stack holds a generic wrapper given the root's own content in a closure:
// `BusyCover(isBusy:note:) { VStack { ... } }` lays a spinner over that content. The wrapper is
// layout around GardenHome's content, not a screen; GardenHome stays the tab's screen with its
// own controls. `Shade { ... }` is the same with a wrapper that is not declared here.
struct BusyCover<Content: View>: View {
  let isBusy: Bool
  let note: String
  @ViewBuilder let content: () -> Content

  var body: some View {
    ZStack {
      content()
        .disabled(isBusy)
      Spinner(visible: isBusy, note: note)
    }
  }
}

struct Spinner: View {
  let visible: Bool
  let note: String

  var body: some View {
    if visible { ProgressView(note) }
  }
}

@main
struct GardenApp: App {
  var body: some Scene {
    WindowGroup { GardenTabs() }
  }
}

struct GardenTabs: View {
  var body: some View {
    TabView {
      GardenHome()
        .tabItem { Label("Home", systemImage: "leaf") }
      ShedView()
        .tabItem { Label("Shed", systemImage: "house") }
    }
  }
}

struct GardenHome: View {
  @State private var loading = false

  var body: some View {
    NavigationStack {
      BusyCover(isBusy: loading, note: "Loading") {
        VStack {
          Text("Beds")
          BedCard(name: "North")
        }
      }
      .navigationTitle("Home")
    }
  }
}

struct ShedView: View {
  var body: some View {
    NavigationStack {
      Shade(level: 2) {
        VStack {
          Text("Tools")
          ToolCard()
        }
      }
    }
  }
}

struct TipsSheet: View {
  var body: some View { Text("Tips") }
}

struct ToolsSheet: View {
  var body: some View { Text("Tools") }
}

struct BedCard: View {
  let name: String
  @State private var showTips = false

  var body: some View {
    Button(name) { showTips = true }
      .sheet(isPresented: $showTips) { TipsSheet() }
  }
}

struct ToolCard: View {
  @State private var showTools = false

  var body: some View {
    Button("Open") { showTools = true }
      .sheet(isPresented: $showTools) { ToolsSheet() }
  }
}
