import SwiftUI

// Tabs tagged with integer literals, selected elsewhere through the raw value of a case of an
// enum of `Int` raw values (`selection = Pane.logbook.rawValue`, `logbook` being 2 after
// `harbor = 1`).
enum Pane: Int {
  case deck
  case harbor = 1
  case logbook
}

@main
struct SkipperApp: App {
  var body: some Scene {
    WindowGroup { SkipperTabs() }
  }
}

struct SkipperTabs: View {
  @State private var selection = 0

  var body: some View {
    TabView(selection: $selection) {
      DeckView(selection: $selection)
        .tabItem { Label("Deck", systemImage: "sailboat") }
        .tag(0)
      HarborView()
        .tabItem { Label("Harbor", systemImage: "anchor") }
        .tag(1)
      LogbookView(selection: $selection)
        .tabItem { Label("Logbook", systemImage: "book") }
        .tag(2)
    }
  }
}

struct DeckView: View {
  @Binding var selection: Int
  var body: some View {
    Button("Open logbook") { selection = Pane.logbook.rawValue }
  }
}

struct HarborView: View {
  var body: some View { Text("Harbor") }
}

struct LogbookView: View {
  @Binding var selection: Int
  var body: some View {
    Button("Back on deck") { selection = Pane.deck.rawValue }
  }
}
