import SwiftUI

// A form given a closure property declared to return an optional (`let onSave: (String) -> Void?`),
// which its creator's closure uses to close the sheet.
@main
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup { BudgetView() }
  }
}

struct BudgetView: View {
  @State private var editing = false

  var body: some View {
    Button("Edit") { editing = true }
      .sheet(isPresented: $editing) {
        BudgetForm(onSave: { _ in editing = false })
      }
  }
}

struct BudgetForm: View {
  let onSave: (String) -> Void?

  var body: some View {
    Button("Save") { onSave("rent") }
  }
}
