import SwiftUI

// A tab bar drawn by hand whose switch has a case no bar item selects: the bar's "+" opens a
// sheet instead, so `.compose` is never shown through the bar and is no tab.

enum DriftPane {
  case feed
  case compose
  case profile
}

@main
struct DriftApp: App {
  var body: some Scene {
    WindowGroup { DriftShell() }
  }
}

struct DriftShell: View {
  @State var pane: DriftPane = .feed

  var body: some View {
    VStack {
      switch pane {
      case .feed: DriftFeed()
      case .compose: DriftCompose()
      case .profile: DriftProfile()
      }
      DriftBar(pane: $pane)
    }
  }
}

struct DriftBar: View {
  @Binding var pane: DriftPane
  @State private var composing = false

  var body: some View {
    HStack {
      Button("Feed") { pane = .feed }
      Button("New") { composing = true }
      Button("Me") { pane = .profile }
    }
    .sheet(isPresented: $composing) { DriftCompose() }
  }
}

struct DriftFeed: View {
  var body: some View { Text("Feed") }
}

struct DriftCompose: View {
  var body: some View { Text("Compose") }
}

struct DriftProfile: View {
  var body: some View { Text("Profile") }
}
