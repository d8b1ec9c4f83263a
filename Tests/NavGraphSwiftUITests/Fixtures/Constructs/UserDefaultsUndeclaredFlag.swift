import SwiftUI

// A root flag read through a property of the app's defaults whose `extension UserDefaults` is in
// no file read (`UserDefaults.standard.wrenOnboarded`): a state of its own, the same wherever the
// property is read or written, whose value at launch the reader cannot tell.

@main
struct WrenApp: App {
  var body: some Scene {
    WindowGroup {
      if UserDefaults.standard.wrenOnboarded {
        WrenHome()
      } else {
        WrenIntro()
      }
    }
  }
}

struct WrenIntro: View {
  var body: some View {
    Button("Start") { UserDefaults.standard.wrenOnboarded = true }
  }
}

struct WrenHome: View {
  var body: some View {
    Button("Replay intro") { UserDefaults().wrenOnboarded = false }
  }
}
