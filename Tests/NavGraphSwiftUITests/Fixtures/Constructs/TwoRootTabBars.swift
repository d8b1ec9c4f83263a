import SwiftUI

// A root that switches on two flags between two tab bars (a crew's and a visitor's) and a gate: the
// model has one tab bar, so one of them is the app's and the other is read as one screen.
@main
struct FerryApp: App {
  @AppStorage("crew") private var crew = false
  @AppStorage("visitor") private var visitor = false

  var body: some Scene {
    WindowGroup {
      if crew {
        CrewTabs()
      } else if visitor {
        VisitorTabs()
      } else {
        GateView()
      }
    }
  }
}

struct GateView: View {
  @AppStorage("crew") private var crew = false

  var body: some View {
    Button("Board") { crew = true }
  }
}

struct CrewTabs: View {
  var body: some View {
    TabView {
      DeckView()
        .tabItem { Label("Deck", systemImage: "ferry") }
      CabinView()
        .tabItem { Label("Cabin", systemImage: "bed.double") }
    }
  }
}

struct VisitorTabs: View {
  var body: some View {
    TabView {
      DeckView()
        .tabItem { Label("Deck", systemImage: "ferry") }
      PierView()
        .tabItem { Label("Pier", systemImage: "water.waves") }
    }
  }
}

struct DeckView: View {
  var body: some View { Text("Deck") }
}

struct CabinView: View {
  @AppStorage("crew") private var crew = false

  var body: some View {
    Button("Leave") { crew = false }
  }
}

struct PierView: View {
  var body: some View { Text("Pier") }
}
