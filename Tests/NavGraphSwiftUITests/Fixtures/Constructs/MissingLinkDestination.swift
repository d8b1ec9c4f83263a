import SwiftUI

// Two links; the test leaves the second one's destination out (`destination: /* TODO */`), code
// that does not compile, whose link has no screen to push.
@main
struct WickApp: App {
  var body: some Scene { WindowGroup { WickGate() } }
}

struct WickGate: View {
  var body: some View {
    NavigationView {
      VStack {
        NavigationLink("Pass", destination: WickPass())
        NavigationLink("Register", destination: WickRegister())
      }
    }
  }
}

struct WickPass: View {
  var body: some View { Text("Pass") }
}

struct WickRegister: View {
  var body: some View { Text("Register") }
}
