import SwiftUI

// Toolbar items whose content is a function of the view named rather than called, and a form given
// the environment's dismiss action as `dismiss.callAsFunction`.
@main
struct PantryApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { JarList() }
    }
  }
}

struct JarList: View {
  @State private var adding = false

  var body: some View {
    List {
      NavigationLink("Honey") { JarEditor() }
    }
    .toolbar {
      ToolbarItem(placement: .primaryAction, content: addButton)
    }
    .sheet(isPresented: $adding) { NewJarView() }
  }

  func addButton() -> some View {
    Button {
      adding = true
    } label: {
      Image(systemName: "plus")
    }
  }
}

struct JarEditor: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    JarForm(onDelete: dismiss.callAsFunction)
      .toolbar {
        ToolbarItem(placement: .cancellationAction, content: backButton)
      }
  }

  private func backButton() -> some View {
    Button("Back") { dismiss() }
  }
}

struct JarForm: View {
  var onDelete: (() -> Void)?

  var body: some View {
    Button("Delete") { onDelete?() }
  }
}

struct NewJarView: View {
  var body: some View { Text("New jar") }
}
