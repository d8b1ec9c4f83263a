import SwiftUI

// A launch view laid over the root stack, given the flag's binding and hidden by a method of its
// own that its timer calls, which toggles the binding: the app launches on it, and the toggle is an
// automatic move to the stack's root.
@main
struct KilnApp: App {
  @State private var showsIntro = true

  var body: some Scene {
    WindowGroup {
      ZStack {
        NavigationStack { KilnShelf() }
        if showsIntro {
          KilnIntro(showsIntro: $showsIntro)
        }
      }
    }
  }
}

struct KilnIntro: View {
  @Binding var showsIntro: Bool
  @State private var heat = 0
  private let timer = Timer.publish(every: 0.2, on: .main, in: .common).autoconnect()

  var body: some View {
    Text("Firing")
      .onReceive(timer) { _ in warmUp() }
  }

  private func warmUp() {
    heat += 1
    if heat >= 10 { finish() }
  }

  private func finish() {
    withAnimation { showsIntro.toggle() }
  }
}

struct KilnShelf: View {
  var body: some View {
    NavigationLink("Pots") { KilnPots() }
  }
}

struct KilnPots: View {
  var body: some View { Text("Pots") }
}
