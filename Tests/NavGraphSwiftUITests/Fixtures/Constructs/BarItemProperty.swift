import SwiftUI

// Navigation bar items given as members of the view: `.navigationBarItems(trailing: addButton)`
// with `addButton` a computed property holding a NavigationLink, and `.navigationBarItems(leading:
// helpButton())` with a method holding a Button that presents a sheet. Each is read as the view's
// content, as when written inline.

@main
struct PebbleApp: App {
  var body: some Scene {
    WindowGroup { PebbleList() }
  }
}

struct PebbleList: View {
  @State private var showsHelp = false

  var body: some View {
    NavigationView {
      List {
        Text("Pebbles")
      }
      .navigationTitle("Pebbles")
      .navigationBarItems(leading: helpButton())
      .navigationBarItems(trailing: addButton)
      .sheet(isPresented: $showsHelp) { PebbleHelp() }
    }
  }

  private var addButton: some View {
    NavigationLink(destination: PebbleAdd()) {
      Image(systemName: "plus")
    }
  }

  private func helpButton() -> some View {
    Button("Help") { showsHelp = true }
  }
}

struct PebbleAdd: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Save") { dismiss() }
  }
}

struct PebbleHelp: View {
  var body: some View {
    Text("Help")
  }
}
