import SwiftUI

// A splash that hands its timer the closure it was given by name (`execute: onFinish`), and a
// method given the same way.
@main
struct LoomApp: App {
  @State private var ready = false

  var body: some Scene {
    WindowGroup {
      if ready {
        LoomHome()
      } else {
        LoomSplash { ready = true }
      }
    }
  }
}

struct LoomSplash: View {
  var onFinish: () -> Void
  var body: some View {
    Text("Loom")
      .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: onFinish) }
  }
}

struct LoomHome: View {
  @State private var showHelp = false
  var body: some View {
    Button("Help") { DispatchQueue.main.async(execute: openHelp) }
      .sheet(isPresented: $showHelp) { LoomHelp() }
  }

  private func openHelp() { showHelp = true }
}

struct LoomHelp: View {
  var body: some View { Text("Help") }
}
