import SwiftUI

// A tab bar drawn by hand in a pushed view: LoomWelcome pushes LoomShell, which switches on its own
// `pane` between three roots under a bar of buttons made by `ForEach(loomPaneItems) { item in ...
// }`, each storing its item's case (`pane = item.pane`).

@main
struct LoomApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        LoomWelcome()
      }
    }
  }
}

struct LoomWelcome: View {
  var body: some View {
    NavigationLink("Enter") { LoomShell() }
  }
}

enum LoomPane { case yarns, patterns, me }

struct LoomPaneItem: Identifiable {
  let id = UUID()
  let title: String
  let pane: LoomPane
}

let loomPaneItems = [
  LoomPaneItem(title: "Yarns", pane: .yarns),
  LoomPaneItem(title: "Patterns", pane: .patterns),
  LoomPaneItem(title: "Me", pane: .me),
]

struct LoomShell: View {
  @State private var pane: LoomPane = .yarns

  var body: some View {
    ZStack(alignment: .bottom) {
      switch pane {
      case .yarns: LoomYarns()
      case .patterns: LoomPatterns()
      case .me: LoomMe()
      }
      HStack {
        ForEach(loomPaneItems) { item in
          Button(item.title) {
            withAnimation { pane = item.pane }
          }
        }
      }
    }
  }
}

struct LoomYarns: View {
  var body: some View {
    NavigationLink("Yarn") { LoomYarn() }
  }
}

struct LoomYarn: View {
  var body: some View { Text("Yarn") }
}

struct LoomPatterns: View {
  var body: some View {
    NavigationLink("Pattern") { LoomPattern() }
  }
}

struct LoomPattern: View {
  var body: some View { Text("Pattern") }
}

struct LoomMe: View {
  var body: some View {
    NavigationLink("Sign out") { LoomWelcome() }
  }
}
