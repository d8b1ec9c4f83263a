import SwiftUI

// A screen that is a tab's root and is also pushed from another tab: its own flag, flipped by
// `toggle()` and cleared by "Reset" behind a parameter only the tab passes, drives the cover it
// carries.
struct Potter: Hashable {
  var name: String
}

@main
struct StudioApp: App {
  var body: some Scene {
    WindowGroup { StudioTabs() }
  }
}

struct StudioTabs: View {
  var body: some View {
    TabView {
      StudioFeed().tabItem { Text("Feed") }
      PotterCard(potter: Potter(name: "me"), editable: true).tabItem { Text("Me") }
    }
  }
}

struct StudioFeed: View {
  let potters = [Potter(name: "ann"), Potter(name: "bo")]

  var body: some View {
    NavigationStack {
      List(potters, id: \.name) { (potter: Potter) in
        NavigationLink(value: potter) { Text(potter.name) }
      }
      .navigationDestination(for: Potter.self) { potter in
        PotterCard(potter: potter)
      }
    }
  }
}

struct PotterCard: View {
  let potter: Potter
  var editable = false
  @State private var showEditor = false

  var body: some View {
    VStack {
      Text(potter.name)
      if editable {
        Button("Edit") { showEditor.toggle() }
        Button("Reset") { showEditor = false }
      }
    }
    .fullScreenCover(isPresented: $showEditor) {
      PotterEditor()
    }
  }
}

struct PotterEditor: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}
