import SwiftUI

// A modal's screen closing itself with the environment's dismiss and running a closure its
// presenter gives, which clears the flag the modal is shown by: both close the one modal. A screen
// pushed inside a modal's stack pops with its own dismiss, and the flag then closes the modal.
@main
struct LoftApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { LoftShelf() } }
  }
}

struct LoftShelf: View {
  @State private var adding = false
  @State private var editing = false
  @State private var importing = false

  var body: some View {
    List { Text("Shelf") }
      .toolbar {
        Button("Add") { adding = true }
        Button("Edit") { editing = true }
        Button("Import") { importing = true }
      }
      .sheet(isPresented: $adding) {
        LoftForm(onDone: {
          reload()
          adding = false
        })
      }
      .fullScreenCover(isPresented: $editing) {
        LoftEditor(onSaved: { editing = false })
      }
      .sheet(isPresented: $importing) {
        NavigationStack { LoftSource(onDone: { importing = false }) }
      }
  }

  private func reload() {}
}

struct LoftForm: View {
  var onDone: (() -> Void)? = nil
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Save") {
      dismiss()
      onDone?()
    }
  }
}

struct LoftEditor: View {
  let onSaved: () -> Void
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") {
      onSaved()
      dismiss()
    }
  }
}

struct LoftSource: View {
  let onDone: () -> Void

  var body: some View {
    NavigationLink("Pick") { LoftPick(onDone: onDone) }
  }
}

struct LoftPick: View {
  let onDone: () -> Void
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Use") {
      dismiss()
      onDone()
    }
  }
}
