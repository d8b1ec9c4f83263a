import SwiftUI

// An onboarding cover on the tab bar's host, shown while an `@AppStorage` key is false (through a
// computed `Binding` that negates it), and a tab's root that shows it again by writing the same
// key through its own `@AppStorage` property.

@main
struct SharedFlagApp: App {
  var body: some Scene {
    WindowGroup { Shell() }
  }
}

struct Shell: View {
  @AppStorage("introDone") private var done = false
  var body: some View {
    TabView {
      NavigationStack { HomeTab() }
        .tabItem { Label("Home", systemImage: "house") }
      NavigationStack { SettingsTab() }
        .tabItem { Label("Settings", systemImage: "gear") }
    }
    .fullScreenCover(isPresented: introShown) {
      Intro(done: $done)
    }
  }

  private var introShown: Binding<Bool> {
    Binding {
      !done
    } set: { shown in
      if !shown { done = true }
    }
  }
}

struct HomeTab: View {
  var body: some View { Text("Home") }
}

struct SettingsTab: View {
  @AppStorage("introDone") private var done = false
  var body: some View {
    Button("Replay") { done = false }
  }
}

struct Intro: View {
  @Binding var done: Bool
  var body: some View {
    Button("Start") { done = true }
  }
}
