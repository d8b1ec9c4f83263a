import SwiftUI

// A screen that is a tab's root and is also pushed from another tab: its own flag, set and cleared by
// buttons behind a parameter only the tab passes, drives the cover it carries.
struct Glazer: Hashable {
  var name: String
}

@main
struct KilnApp: App {
  var body: some Scene {
    WindowGroup { KilnTabs() }
  }
}

struct KilnTabs: View {
  var body: some View {
    TabView {
      KilnFeed().tabItem { Text("Feed") }
      GlazerCard(potter: Glazer(name: "me"), editable: true).tabItem { Text("Me") }
    }
  }
}

struct KilnFeed: View {
  let potters = [Glazer(name: "ann"), Glazer(name: "bo")]

  var body: some View {
    NavigationStack {
      List(potters, id: \.name) { (potter: Glazer) in
        NavigationLink(value: potter) { Text(potter.name) }
      }
      .navigationDestination(for: Glazer.self) { potter in
        GlazerCard(potter: potter)
      }
    }
  }
}

struct GlazerCard: View {
  let potter: Glazer
  var editable = false
  @State private var showEditor = false

  var body: some View {
    VStack {
      Text(potter.name)
      if editable {
        Button("Edit") { showEditor = true }
        Button("Reset") { showEditor = false }
      }
    }
    .fullScreenCover(isPresented: $showEditor) {
      GlazerEditor()
    }
  }
}

struct GlazerEditor: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}
