import SwiftUI

// A sheet whose flag only a view the files read do not declare may set: `TopBar(showNew:
// $showNew)`, `TopBar` in a file not read. No link is guessed; the sheet is reported.

@main
struct PlannerApp: App {
  var body: some Scene {
    WindowGroup { PlannerHome() }
  }
}

struct PlannerHome: View {
  @State private var showNew = false
  @State private var showHelp = false

  var body: some View {
    VStack {
      TopBar(showNew: $showNew)
      List { Text("Today") }
      Button("Help") { showHelp = true }
    }
    .sheet(isPresented: $showNew) { NewEntrySheet() }
    .sheet(isPresented: $showHelp) { HelpSheet() }
  }
}

struct NewEntrySheet: View {
  var body: some View { Text("New entry") }
}

struct HelpSheet: View {
  var body: some View { Text("Help") }
}
