import SwiftUI

// A tab root given a closure that opens its tab host's sheet, and a button that runs it, then the
// tab root's own dismiss (which does nothing: a tab root is not presented).
@main
struct SkiffApp: App {
  var body: some Scene {
    WindowGroup { SkiffTabs() }
  }
}

struct SkiffTabs: View {
  @State private var tab = 0
  @State private var scanning = false
  var body: some View {
    TabView(selection: $tab) {
      SkiffHarbor().tabItem { Text("Harbor") }.tag(0)
      SkiffDock(onRent: { scanning = true }).tabItem { Text("Dock") }.tag(1)
    }
    .sheet(isPresented: $scanning) { SkiffScanner() }
  }
}

struct SkiffHarbor: View {
  var body: some View { Text("Harbor") }
}

struct SkiffDock: View {
  let onRent: () -> Void
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Button("Rent") {
        onRent()
        dismiss()
      }
      Button("Close") { dismiss() }
    }
  }
}

struct SkiffScanner: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Cancel") { dismiss() } }
}
