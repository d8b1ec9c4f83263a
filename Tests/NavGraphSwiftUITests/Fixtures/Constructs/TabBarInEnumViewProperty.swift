import SwiftUI

// A tab bar drawn by hand whose switch is a computed property of the selection's enum: the host
// shows `pane.view` above a bar of its own buttons.

enum PursePane: CaseIterable {
  case cards, budget

  @ViewBuilder var view: some View {
    switch self {
    case .cards: PurseCards()
    case .budget: PurseBudget()
    }
  }
}

@main
struct PurseApp: App {
  var body: some Scene { WindowGroup { PurseShell() } }
}

struct PurseShell: View {
  @State private var pane: PursePane = .cards

  var body: some View {
    VStack {
      pane.view
      HStack {
        Button("Cards") { pane = .cards }
        Button("Budget") { pane = .budget }
      }
    }
  }
}

struct PurseCards: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Card") { PurseCardDetail() }
    }
  }
}

struct PurseCardDetail: View {
  var body: some View { Text("Card") }
}

struct PurseBudget: View {
  var body: some View { Text("Budget") }
}
