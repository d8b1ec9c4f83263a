import SwiftUI

// A view's stored property and method declared inside `#if os(iOS)`: members of the view on an
// iPhone build, so the root's state and the action that sets it are read; the macOS clause's
// members are not compiled there.
@main
struct KilnApp: App {
  var body: some Scene {
    WindowGroup { KilnRoot() }
  }
}

struct KilnRoot: View {
  #if os(iOS)
    @AppStorage("kilnReady") private var ready = false
  #else
    private var ready = true
  #endif

  var body: some View {
    if ready {
      KilnFloor()
    } else {
      KilnWelcome(onStart: start)
    }
  }

  #if os(iOS)
    private func start() { ready = true }
  #elseif os(macOS)
    private func start() {}
  #endif
}

struct KilnWelcome: View {
  var onStart: () -> Void
  var body: some View { Button("Start") { onStart() } }
}

struct KilnFloor: View {
  var body: some View { Text("Floor") }
}
