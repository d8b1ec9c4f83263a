import SwiftUI

// Tabs whose content, written in place in the tab bar's view, changes with the data: an empty
// state's button or the list, and a switch on a loading state. Each tab's root is one screen with
// the links of every branch: its content varies, its root does not.
enum CellarLoad { case loading, failed, loaded }

@main
struct CellarApp: App {
  var body: some Scene { WindowGroup { CellarTabs() } }
}

struct CellarTabs: View {
  @State private var tab = 0
  @State private var adding = false
  @State private var rooms: [String] = []
  @State private var load = CellarLoad.loading

  var body: some View {
    TabView(selection: $tab) {
      NavigationStack { CellarJars() }
        .tabItem { Label("Jars", systemImage: "archivebox") }
        .tag(0)
      NavigationStack {
        Group {
          if rooms.isEmpty {
            Button("New room") { adding.toggle() }
          } else {
            List {
              ForEach(rooms, id: \.self) { room in
                NavigationLink(room) { CellarJars() }
              }
              Button("All jars") { tab = 0 }
            }
          }
        }
        .sheet(isPresented: $adding) { CellarRoomForm() }
      }
      .tabItem { Label("Rooms", systemImage: "square.grid.2x2") }
      .tag(1)
      NavigationStack {
        switch load {
        case .loading: ProgressView()
        case .failed: Button("Retry") { load = .loading }
        case .loaded: List { NavigationLink("Labels") { CellarLabels() } }
        }
      }
      .tabItem { Label("Labels", systemImage: "tag") }
      .tag(2)
    }
  }
}

struct CellarJars: View {
  var body: some View { List { Text("Plum") }.navigationTitle("Jars") }
}

struct CellarRoomForm: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Save") { dismiss() } }
}

struct CellarLabels: View {
  var body: some View { List { Text("Plum") }.navigationTitle("Labels") }
}
