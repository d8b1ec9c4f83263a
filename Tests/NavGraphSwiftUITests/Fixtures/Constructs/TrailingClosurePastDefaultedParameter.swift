import SwiftUI

// A row builder whose closure parameter follows a defaulted one: `row("Name", name) { ... }` leaves
// `placeholder` to its default and gives the trailing closure to `completion`.
@main
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { AccountForm() } }
  }
}

struct AccountForm: View {
  @State private var editsName = false
  @State private var editsNote = false

  var body: some View {
    List {
      row("Name", "Ada") { editsName = true }
      row("Note", "", "Say something") { editsNote = true }
    }
    .navigationDestination(isPresented: $editsName) { NameEditor() }
    .navigationDestination(isPresented: $editsNote) { NoteEditor() }
  }

  @ViewBuilder
  func row(_ label: String, _ value: String, _ placeholder: String? = nil, completion: @escaping () -> Void)
    -> some View
  {
    Button(label) { completion() }
  }
}

struct NameEditor: View {
  var body: some View { Text("Name") }
}

struct NoteEditor: View {
  var body: some View { Text("Note") }
}
