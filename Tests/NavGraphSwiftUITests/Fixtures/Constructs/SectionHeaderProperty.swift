import SwiftUI

// A list section whose header is a computed property of the view holding a button.
@main
struct LoftApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { LoftList() }
    }
  }
}

struct LoftList: View {
  @State private var showsHelp = false

  var body: some View {
    List {
      Section(header: header) {
        Text("Beams")
      }
    }
    .sheet(isPresented: $showsHelp) { LoftHelp() }
  }

  private var header: some View {
    Button("Help") { showsHelp = true }
  }
}

struct LoftHelp: View {
  var body: some View { Text("Help") }
}
