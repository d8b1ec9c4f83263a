// The App still launches the template view; the app's navigation (a tab bar, a list that pushes, a
// settings sheet) is in views nothing it shows leads to, one of them used in a preview only.
import SwiftUI

@main
struct LighthouseApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}

struct ContentView: View {
  var body: some View { Text("Hello, world!") }
}

struct LighthouseTabView: View {
  var body: some View {
    TabView {
      LightListView().tabItem { Text("Lights") }
      KeeperView().tabItem { Text("Keeper") }
    }
  }
}

struct LightListView: View {
  var body: some View {
    NavigationStack {
      NavigationLink("North Light") { LightDetailView() }
    }
  }
}

struct LightDetailView: View {
  var body: some View { Text("Light") }
}

struct KeeperView: View {
  @State private var showSettings = false

  var body: some View {
    Button("Settings") { showSettings = true }
      .sheet(isPresented: $showSettings) { Text("Settings") }
  }
}

struct LogbookView: View {
  var body: some View {
    NavigationLink("Entry") { LightDetailView() }
  }
}

struct LogbookView_Previews: PreviewProvider {
  static var previews: some View {
    NavigationStack { LogbookView() }
  }
}
