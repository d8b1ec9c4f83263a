import SwiftUI

// The App's body shows a scene declared in the app, whose body holds the `WindowGroup`.
@main
struct ObservatoryApp: App {
  var body: some Scene {
    ObservatoryScene()
  }
}

struct ObservatoryScene: Scene {
  var body: some Scene {
    WindowGroup {
      ObservatoryTabs()
    }
  }
}

struct ObservatoryTabs: View {
  var body: some View {
    TabView {
      NavigationStack { StarsView() }
        .tabItem { Label("Stars", systemImage: "star") }
      LogView()
        .tabItem { Label("Log", systemImage: "book") }
    }
  }
}

struct StarsView: View {
  var body: some View {
    NavigationLink("Vega") { VegaView() }
  }
}

struct VegaView: View {
  var body: some View { Text("Vega") }
}

struct LogView: View {
  var body: some View { Text("Log") }
}
