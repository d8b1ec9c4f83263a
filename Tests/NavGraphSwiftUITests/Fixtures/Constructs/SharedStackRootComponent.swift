import SwiftUI

// Two tab roots whose bodies are each a stack around the same component, given other data
// (`NavigationView { StoryList(stories: ...) }`): each tab root is a screen, with the list's
// sheet and its own toolbar; the list is the content of each. A wrapper around a view that only
// it holds alone in a stack (`NavigationStack { Welcome() }`) still gives way to that view.

@main
struct GazetteApp: App {
  @State private var signedIn = false

  var body: some Scene {
    WindowGroup {
      if signedIn {
        GazetteTabs()
      } else {
        WelcomeHost(signedIn: $signedIn)
      }
    }
  }
}

struct WelcomeHost: View {
  @Binding var signedIn: Bool

  var body: some View {
    NavigationStack { Welcome(signedIn: $signedIn) }
  }
}

struct Welcome: View {
  @Binding var signedIn: Bool

  var body: some View {
    Button("Enter") { signedIn = true }
  }
}

struct GazetteTabs: View {
  var body: some View {
    TabView {
      LatestTab().tabItem { Label("Latest", systemImage: "newspaper") }
      SavedTab().tabItem { Label("Saved", systemImage: "bookmark") }
    }
  }
}

struct LatestTab: View {
  @State private var showsFilters = false

  var body: some View {
    NavigationView {
      StoryList(stories: ["a", "b"])
        .toolbar { Button("Filters") { showsFilters = true } }
        .sheet(isPresented: $showsFilters) { FilterSheet() }
    }
  }
}

struct SavedTab: View {
  var body: some View {
    NavigationView {
      StoryList(stories: ["c"])
        .navigationTitle("Saved")
    }
  }
}

struct StoryList: View {
  let stories: [String]
  @State private var opened: String?

  var body: some View {
    List(stories, id: \.self) { story in
      Button(story) { opened = story }
    }
    .sheet(item: $opened) { story in StoryPage(address: story) }
  }
}

struct StoryPage: View {
  let address: String

  var body: some View { Text(address) }
}

struct FilterSheet: View {
  var body: some View { Text("Filters") }
}

extension String: @retroactive Identifiable {
  /// The string itself.
  public var id: String { self }
}
