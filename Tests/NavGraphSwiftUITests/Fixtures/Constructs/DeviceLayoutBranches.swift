import SwiftUI

// Layouts chosen by the device: the root shows a sidebar and a switch on a wide screen and a tab bar
// on an iPhone, by a width read in its `GeometryReader`; a screen shows a different button on an
// iPad, by a computed property on the size class. The description models an upright iPhone.

enum HarborPane: Hashable {
  case moorings, logbook
}

@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup { HarborHost() }
  }
}

struct HarborHost: View {
  @State private var pane = HarborPane.moorings
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some View {
    GeometryReader { geo in
      let wide = sizeClass == .regular && geo.size.width > 700
      if wide {
        HStack {
          VStack {
            Button("Moorings") { pane = .moorings }
            Button("Logbook") { pane = .logbook }
          }
          switch pane {
          case .moorings: HarborMoorings()
          case .logbook: HarborLogbook()
          }
        }
      } else {
        TabView(selection: $pane) {
          HarborMoorings()
            .tabItem { Label("Moorings", systemImage: "sailboat") }
            .tag(HarborPane.moorings)
          HarborLogbook()
            .tabItem { Label("Logbook", systemImage: "book") }
            .tag(HarborPane.logbook)
        }
      }
    }
  }
}

struct HarborMoorings: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Berth A") { HarborBerth() }
    }
  }
}

struct HarborLogbook: View {
  @Environment(\.horizontalSizeClass) private var sizeClass
  @State private var showsEntry = false
  @State private var showsInspector = false

  private var isPad: Bool { sizeClass == .regular }

  var body: some View {
    VStack {
      if isPad {
        Button("Inspect") { showsInspector = true }
      } else {
        Button("New entry") { showsEntry = true }
      }
    }
    .sheet(isPresented: $showsEntry) { HarborEntry() }
    .sheet(isPresented: $showsInspector) { HarborInspector() }
  }
}

struct HarborBerth: View {
  var body: some View { Text("Berth") }
}

struct HarborEntry: View {
  var body: some View { Text("Entry") }
}

struct HarborInspector: View {
  var body: some View { Text("Inspector") }
}
