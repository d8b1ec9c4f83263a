import SwiftUI

// A splash whose whole body sits in an availability check with an empty fallback: a timer flips
// its flag and it shows the welcome screen in its place. The check is no choice between screens:
// every system the app runs on takes its first branch.
@main
struct KelpApp: App {
  var body: some Scene {
    WindowGroup { KelpSplash() }
  }
}

struct KelpSplash: View {
  @State private var isActive = false

  var body: some View {
    if #available(iOS 15.0, *) {
      VStack {
        if isActive {
          KelpWelcome()
        } else {
          Text("Kelp")
            .font(.largeTitle)
        }
      }
      .background(.teal)
      .onAppear {
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
          withAnimation { isActive = true }
        }
      }
    } else {
      // Fallback on earlier versions
    }
  }
}

struct KelpWelcome: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Tides") { KelpTides() }
    }
  }
}

struct KelpTides: View {
  var body: some View { Text("Tides") }
}
