import SwiftUI

// Two launch views over the tab bar, written as an `if ... else if` chain in the App's `ZStack`: the
// splash hides itself as it appears, the onboarding by a method of its own handed to its page.

@main
struct PeakApp: App {
  @State private var showsSplash = true
  @State private var showsOnboarding = true

  var body: some Scene {
    WindowGroup {
      ZStack {
        PeakTabs()
        if showsSplash {
          PeakSplash(isShowing: $showsSplash)
        } else if showsOnboarding {
          PeakOnboarding(isShowing: $showsOnboarding)
        }
      }
    }
  }
}

struct PeakTabs: View {
  var body: some View {
    TabView {
      PeakToday().tabItem { Label("Today", systemImage: "sun.max") }
      PeakLog().tabItem { Label("Log", systemImage: "list.bullet") }
    }
  }
}

struct PeakSplash: View {
  @Binding var isShowing: Bool
  var body: some View { Text("Peak").onAppear { isShowing = false } }
}

struct PeakOnboarding: View {
  @Binding var isShowing: Bool
  var body: some View { PeakPage(onFinish: finish) }
  private func finish() { isShowing = false }
}

struct PeakPage: View {
  let onFinish: () -> Void
  var body: some View { Button("Start") { onFinish() } }
}

struct PeakToday: View { var body: some View { Text("Today") } }
struct PeakLog: View { var body: some View { Text("Log") } }
