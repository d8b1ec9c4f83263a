import SwiftUI

// A second `TabView` inside screens while the App's root is a tab bar: in a component shown by an
// `if` branch of a pushed screen's body, written in an `else` branch itself, and written in place as
// a sheet's content. Each inner tab's root is reached from the screen by a push labelled with the
// tab's title.

struct Cabin: Hashable {
  var name: String
}

@main
struct CabinApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        BookingsView().tabItem { Label("Bookings", systemImage: "calendar") }
        ProfileView().tabItem { Label("Profile", systemImage: "person") }
      }
    }
  }
}

struct BookingsView: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Pine cabin") { CabinDetailView(cabin: Cabin(name: "Pine")) }
        NavigationLink("Guide") { GuideView() }
      }
    }
  }
}

struct ProfileView: View {
  @State private var showsHelp = false

  var body: some View {
    Button("Help") { showsHelp = true }
      .sheet(isPresented: $showsHelp) {
        TabView {
          FaqView().tabItem { Text("FAQ") }
          ContactView().tabItem { Text("Contact") }
        }
      }
  }
}

struct FaqView: View {
  var body: some View { Text("FAQ") }
}

struct ContactView: View {
  var body: some View { Text("Contact") }
}

struct CabinDetailView: View {
  let cabin: Cabin
  @State private var loaded: Cabin?

  var body: some View {
    Group {
      if let loaded {
        CabinTabs(cabin: loaded)
      } else {
        ProgressView()
      }
    }
    .toolbar(.hidden, for: .tabBar)
    .task { loaded = cabin }
  }
}

struct CabinTabs: View {
  let cabin: Cabin

  var body: some View {
    TabView {
      WelcomeTab(cabin: cabin).tabItem { Label("Welcome", systemImage: "house") }
      RulesTab().tabItem { Label("Rules", systemImage: "list.bullet") }
    }
  }
}

struct WelcomeTab: View {
  let cabin: Cabin

  var body: some View {
    NavigationStack {
      NavigationLink("Wi-Fi") { WifiView() }
    }
  }
}

struct RulesTab: View {
  var body: some View { Text("Rules") }
}

struct WifiView: View {
  var body: some View { Text("Wi-Fi") }
}

struct GuideView: View {
  @State private var offline = false

  var body: some View {
    if offline {
      Text("Offline")
    } else {
      TabView {
        TrailsView().tabItem { Text("Trails") }
        LakesView().tabItem { Text("Lakes") }
      }
    }
  }
}

struct TrailsView: View {
  var body: some View {
    NavigationLink("Ridge") { RidgeView() }
  }
}

struct LakesView: View {
  var body: some View { Text("Lakes") }
}

struct RidgeView: View {
  var body: some View { Text("Ridge") }
}
