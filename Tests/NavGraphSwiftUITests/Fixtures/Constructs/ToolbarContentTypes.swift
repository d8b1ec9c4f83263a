// Toolbar items declared as types of their own (`ToolbarContent`): their buttons are the
// screen's that shows them, opening its sheet and dismissing the sheet's screen.
import SwiftUI

@main
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { LedgerList() } }
  }
}

struct LedgerList: View {
  @State private var showAdd = false

  var body: some View {
    List { Text("Entries") }
      .toolbar { LedgerListToolbar(showAdd: $showAdd) }
      .sheet(isPresented: $showAdd) { LedgerAdd() }
  }
}

struct LedgerListToolbar: ToolbarContent {
  @Binding var showAdd: Bool

  var body: some ToolbarContent {
    ToolbarItem(placement: .primaryAction) {
      Button("Add") { showAdd = true }
    }
  }
}

struct LedgerAdd: View {
  var body: some View {
    NavigationStack {
      Form { Text("New entry") }
        .toolbar { LedgerAddToolbar() }
    }
  }
}

struct LedgerAddToolbar: ToolbarContent {
  @Environment(\.dismiss) private var dismiss

  var body: some ToolbarContent {
    ToolbarItem(placement: .cancellationAction) {
      Button("Cancel") { dismiss() }
    }
  }
}
