import SwiftUI

// A tab bar registered as a destination that no move the reader follows shows.

@main
struct PostOfficeApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        CounterView()
          .navigationDestination(for: PostRoute.self) { route in
            switch route {
            case .sorting: SortingTabs()
            }
          }
      }
    }
  }
}

enum PostRoute: Hashable {
  case sorting
}

struct CounterView: View {
  var body: some View { Text("Counter") }
}

struct SortingTabs: View {
  var body: some View {
    TabView {
      LettersTab().tabItem { Text("Letters") }
      ParcelsTab().tabItem { Text("Parcels") }
    }
  }
}

struct LettersTab: View {
  var body: some View { Text("Letters") }
}

struct ParcelsTab: View {
  var body: some View { Text("Parcels") }
}
