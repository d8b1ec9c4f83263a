import SwiftUI

// The tab bar written twice: with iOS 18's `Tab` (and a search tab) where available, else with
// `tabItem`. The reader reads the app as the newest system runs it: the first branch.
@main
struct HarpApp: App {
  var body: some Scene {
    WindowGroup { HarpTabs() }
  }
}

struct HarpTabs: View {
  var body: some View {
    if #available(iOS 18.0, *) {
      TabView {
        Tab("Strings", systemImage: "music.note") { NavigationStack { StringsView() } }
        Tab("Tuning", systemImage: "tuningfork") { TuningView() }
        Tab(role: .search) { HarpSearchView() }
      }
    } else {
      TabView {
        NavigationStack { StringsView() }
          .tabItem { Label("Strings", systemImage: "music.note") }
        TuningView()
          .tabItem { Label("Tuning", systemImage: "tuningfork") }
      }
    }
  }
}

struct StringsView: View {
  var body: some View {
    NavigationLink("Gut") { GutView() }
  }
}

struct GutView: View {
  var body: some View { Text("Gut") }
}

struct TuningView: View {
  var body: some View { Text("Tuning") }
}

struct HarpSearchView: View {
  var body: some View { Text("Search") }
}
