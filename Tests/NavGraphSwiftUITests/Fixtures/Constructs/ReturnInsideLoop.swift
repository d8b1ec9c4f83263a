import SwiftUI

// A method whose loop leaves the function when it finds the entry: what follows the loop runs only
// when it does not. `tally(_:)` has the `return` in an `if` in the loop, `mark(_:)` in a loop
// with a `where` clause.
@main
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup { LedgerList() }
  }
}

struct LedgerList: View {
  @State private var entries: [String] = []
  var body: some View {
    NavigationStack {
      NavigationLink("Tally") { LedgerTally(entries: $entries) }
      NavigationLink("Mark") { LedgerMark(entries: $entries) }
    }
  }
}

struct LedgerTally: View {
  @Binding var entries: [String]
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Add") { tally("pear") }
  }

  func tally(_ name: String) {
    for (index, entry) in entries.enumerated() {
      if entry == name {
        entries[index] = name
        dismiss()
        return
      }
    }
    entries.append(name)
    dismiss()
  }
}

struct LedgerMark: View {
  @Binding var entries: [String]
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Mark") { mark("plum") }
  }

  func mark(_ name: String) {
    for (index, entry) in entries.enumerated() where entry == name {
      entries[index] = name + "!"
      dismiss()
      return
    }
    entries.append(name)
    dismiss()
  }
}
