import SwiftUI

// A header component whose settings button its creators fade out with a literal: a view of
// opacity 0 is not hit-tested, so the button acts only where it is shown.
@main
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { LedgerHome() }
    }
  }
}

struct LedgerHeader: View {
  @Environment(\.dismiss) private var dismiss
  var title: String
  @State var showsBack = true
  @State var showsSettings = true
  @State private var openSettings = false

  var body: some View {
    HStack {
      Button("Back") { dismiss() }
        .opacity(showsBack ? 1 : 0)
      Text(title)
      Button("Settings") { openSettings = true }
        .frame(width: 24, height: 24)
        .opacity(!showsSettings ? 0.0 : 1.0)
    }
    .navigationDestination(isPresented: $openSettings) { LedgerSettings() }
  }
}

struct LedgerHome: View {
  var body: some View {
    VStack {
      LedgerHeader(title: "Home", showsBack: false)
      NavigationLink("Add") { LedgerEntry() }
    }
  }
}

struct LedgerEntry: View {
  var body: some View {
    LedgerHeader(title: "New", showsSettings: false)
  }
}

struct LedgerSettings: View {
  var body: some View {
    LedgerHeader(title: "Settings", showsSettings: false)
  }
}
