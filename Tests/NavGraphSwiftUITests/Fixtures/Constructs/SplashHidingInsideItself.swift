import SwiftUI

// A splash always laid over the app's stack, whose own body shows it while the flag it is given is
// true, and whose timer sets it to false.
@main
struct OrbitApp: App {
  @State private var showsSplash = true

  var body: some Scene {
    WindowGroup {
      ZStack {
        NavigationStack { OrbitHome() }
        OrbitSplash(show: self.$showsSplash)
      }
    }
  }
}

struct OrbitSplash: View {
  @Binding var show: Bool

  var body: some View {
    if self.show {
      Text("Orbit")
        .onAppear {
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) { show = false }
        }
    }
  }
}

struct OrbitHome: View {
  var body: some View { NavigationLink("Moons") { OrbitMoons() } }
}

struct OrbitMoons: View {
  var body: some View { Text("Moons") }
}
