import SwiftUI

// A presenter clearing the flag of the screen it pushes: from a method its own button calls, the
// write closes nothing (the pushed screen covers the button while the flag is true); from its
// change action, which runs while the pushed screen is up, it pops that screen.
@main
struct LoomApp: App {
  var body: some Scene {
    WindowGroup {
      LoomStart()
    }
  }
}

struct LoomStart: View {
  @State private var showNext = false
  @State private var rows = 0

  var body: some View {
    NavigationStack {
      VStack {
        Stepper("Rows", value: $rows)
        Button("Next") { advance() }
      }
      .navigationDestination(isPresented: $showNext) { LoomNext() }
      .onChange(of: rows) { _ in showNext = false }
    }
  }

  func advance() {
    if rows > 2 {
      showNext = true
    } else {
      reset()
    }
  }

  func reset() {
    showNext = false
  }
}

struct LoomNext: View {
  var body: some View { Text("Next") }
}
