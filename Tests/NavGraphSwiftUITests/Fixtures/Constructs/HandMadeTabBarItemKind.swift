import SwiftUI

// A tab bar drawn by hand whose items are not all tabs: `ForEach(reefBarItems) { item in Button {
// if item.kind == .pane { withAnimation { pane = item.pane! } } else { showsDive = true } } }`.
// The condition tests the bar item's kind, no state: each tab item still stores its case.

@main
struct ReefApp: App {
  var body: some Scene {
    WindowGroup { ReefShell() }
  }
}

enum ReefPane { case corals, fish }

enum ReefItemKind { case pane, action }

struct ReefBarItem: Identifiable {
  let id = UUID()
  let title: String
  let kind: ReefItemKind
  let pane: ReefPane?
}

let reefBarItems = [
  ReefBarItem(title: "Corals", kind: .pane, pane: .corals),
  ReefBarItem(title: "Dive", kind: .action, pane: nil),
  ReefBarItem(title: "Fish", kind: .pane, pane: .fish),
]

struct ReefShell: View {
  @State private var pane: ReefPane = .corals
  @State private var showsDive = false

  var body: some View {
    VStack {
      switch pane {
      case .corals: ReefCorals()
      case .fish: ReefFish()
      }
      HStack {
        ForEach(reefBarItems) { item in
          Button(item.title) {
            if item.kind == .pane {
              withAnimation { pane = item.pane! }
            } else {
              showsDive = true
            }
          }
        }
      }
    }
    .sheet(isPresented: $showsDive) { ReefDive() }
  }
}

struct ReefCorals: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Coral") { ReefCoral() }
    }
  }
}

struct ReefCoral: View {
  var body: some View { Text("Coral") }
}

struct ReefFish: View {
  var body: some View { Text("Fish") }
}

struct ReefDive: View {
  var body: some View { Text("Dive") }
}
