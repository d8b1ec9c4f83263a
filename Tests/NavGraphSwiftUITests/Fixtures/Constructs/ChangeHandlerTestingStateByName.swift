import SwiftUI

@main
struct LedgerApp: App {
  var body: some Scene { WindowGroup { EntryList() } }
}

struct EntryList: View {
  var body: some View {
    NavigationStack {
      NavigationLink("New entry") { EntryEditor() }
    }
  }
}

/// The change handler ignores its parameter and tests the state it watches by name: it runs after
/// the write, so the name holds the new value.
struct EntryEditor: View {
  @Environment(\.presentationMode) private var presentationMode
  @State private var didSave = false

  var body: some View {
    Form {
      Button("Save") { save() }
    }
    .onChange(
      of: didSave,
      perform: { _ in
        if didSave { presentationMode.wrappedValue.dismiss() }
      })
  }

  private func save() { didSave = true }
}
