import SwiftUI

@main
struct LoomDeskApp: App {
  var body: some Scene {
    WindowGroup {
      LoomHome()
    }
    Settings {
      LoomPrefs()
        .frame(width: 400)
    }
    MenuBarExtra("Loom") {
      LoomTray()
    }
    Window("Log", id: "log") {
      Text("Log")
    }
  }
}

struct LoomHome: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Threads") { ThreadList() }
    }
  }
}

struct ThreadList: View {
  var body: some View { Text("Threads") }
}

struct LoomPrefs: View {
  @State private var showsAdvanced = false

  var body: some View {
    Button("Advanced") { showsAdvanced = true }
      .sheet(isPresented: $showsAdvanced) { AdvancedPrefs() }
  }
}

struct AdvancedPrefs: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      NavigationLink("Keys") { Text("Keys") }
      Button("Done") { dismiss() }
    }
  }
}

struct LoomTray: View {
  @State private var showsAbout = false

  var body: some View {
    Button("About") { showsAbout = true }
      .sheet(isPresented: $showsAbout) { Text("About") }
  }
}
