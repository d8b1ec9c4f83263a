import SwiftUI

// A root flag set back to the value that shows the screen the button is on: the root stays as it is.
@main
struct KelpApp: App {
  @AppStorage("kelpReady") var ready = false

  var body: some Scene {
    WindowGroup {
      if ready {
        KelpHome()
      } else {
        KelpGate(ready: $ready)
      }
    }
  }
}

struct KelpGate: View {
  @Binding var ready: Bool

  var body: some View {
    VStack {
      Button("Retry") {
        ready = false
      }
      Button("Enter") {
        ready = true
      }
    }
  }
}

struct KelpHome: View {
  var body: some View {
    Text("Home")
  }
}
