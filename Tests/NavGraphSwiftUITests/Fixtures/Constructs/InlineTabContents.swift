import SwiftUI

// Two tabs' contents written in place in the view holding the tab bar: each keeps an id of its
// own, numbered in source order.
@main
struct ApiaryApp: App {
  var body: some Scene {
    WindowGroup { ApiaryHomeView() }
  }
}

struct ApiaryHomeView: View {
  var body: some View {
    TabView {
      NavigationView {
        VStack {
          Text("Hives")
          NavigationLink("Hive") { HiveView() }
        }
      }
      .tabItem { Label("Hives", systemImage: "hexagon") }
      NavigationView {
        VStack {
          Text("Honey")
          NavigationLink("Jar") { JarView() }
        }
      }
      .tabItem { Label("Honey", systemImage: "drop") }
    }
  }
}

struct HiveView: View {
  var body: some View { Text("Hive") }
}

struct JarView: View {
  var body: some View { Text("Jar") }
}
