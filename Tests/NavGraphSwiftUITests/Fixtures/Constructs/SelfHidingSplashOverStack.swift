import SwiftUI

// A launch view laid over the root stack in a `ZStack` of its own, given the flag's binding and
// hidden by its own timer: the app launches on it, and its timer's write is an automatic move to
// the stack's root.
@main
struct MintApp: App {
  @State private var showsSplash = true

  var body: some Scene {
    WindowGroup {
      ZStack {
        NavigationView { MintHome() }
        ZStack {
          if showsSplash {
            MintSplash(showsSplash: $showsSplash)
          }
        }
        .zIndex(2)
      }
    }
  }
}

struct MintSplash: View {
  @Binding var showsSplash: Bool
  @State private var ticks = 0
  private let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

  var body: some View {
    Text("Mint")
      .onReceive(timer) { _ in
        ticks += 1
        if ticks > 3 { showsSplash = false }
      }
  }
}

struct MintHome: View {
  var body: some View {
    NavigationLink("Coins") { MintCoins() }
  }
}

struct MintCoins: View {
  var body: some View { Text("Coins") }
}
