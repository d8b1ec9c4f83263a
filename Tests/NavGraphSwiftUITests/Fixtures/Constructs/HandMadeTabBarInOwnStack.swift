import SwiftUI

// A tab bar drawn by hand inside its host's own `NavigationView`: a bar view given the selection
// below the switch, and a hidden link the bar's add button drives. A push covers the bar.
@main
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup { LedgerMain() }
  }
}

enum LedgerTab {
  case books
  case charts
}

struct LedgerMain: View {
  @State private var tab: LedgerTab = .books
  @State private var adding = false

  var body: some View {
    NavigationView {
      ZStack(alignment: .bottom) {
        NavigationLink("", destination: LedgerAdd(), isActive: $adding)
        switch tab {
        case .books: LedgerBooks()
        case .charts: LedgerCharts()
        }
        LedgerBar(tab: $tab, adding: $adding)
      }
    }
  }
}

struct LedgerBar: View {
  @Binding var tab: LedgerTab
  @Binding var adding: Bool

  var body: some View {
    HStack {
      Button("Books") { tab = .books }
      Button("Add") { adding = true }
      Button("Charts") { tab = .charts }
    }
  }
}

struct LedgerBooks: View {
  var body: some View { NavigationLink("Entry") { LedgerEntry() } }
}

struct LedgerCharts: View {
  var body: some View { Text("Charts") }
}

struct LedgerEntry: View {
  var body: some View { Text("Entry") }
}

struct LedgerAdd: View {
  var body: some View { Text("Add") }
}
