import SwiftUI

// The App's root view wraps the view holding the `TabView` in a `NavigationView`, the stack's
// destinations on it.
@main
struct SurveyApp: App {
  var body: some Scene {
    WindowGroup { SurveyRootView() }
  }
}

enum SurveyRoute: Hashable {
  case site
}

struct SurveyRootView: View {
  var body: some View {
    NavigationView {
      SurveyTabs()
        .navigationDestination(for: SurveyRoute.self) { _ in SiteView() }
    }
  }
}

struct SurveyTabs: View {
  var body: some View {
    TabView {
      MapsTabView().tabItem { Label("Maps", systemImage: "map") }
      NotesTabView().tabItem { Label("Notes", systemImage: "note.text") }
    }
  }
}

struct MapsTabView: View {
  var body: some View { NavigationLink("Site", value: SurveyRoute.site) }
}

struct SiteView: View {
  var body: some View { Text("Site") }
}

struct NotesTabView: View {
  var body: some View { Text("Notes") }
}
