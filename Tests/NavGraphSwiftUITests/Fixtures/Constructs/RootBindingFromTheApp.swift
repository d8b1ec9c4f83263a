import SwiftUI

// The App holds the root's state in `@AppStorage` and hands it to the root as a `@Binding`; the intro
// sets it through a method the root gives as a closure, and the home screen resets the same key.

@main
struct TrekApp: App {
  @AppStorage("hasSeenIntro") private var hasSeenIntro = false

  var body: some Scene {
    WindowGroup { TrekRoot(hasSeenIntro: $hasSeenIntro) }
  }
}

struct TrekRoot: View {
  @Binding var hasSeenIntro: Bool

  var body: some View {
    if hasSeenIntro {
      TrekHome()
    } else {
      TrekIntro(onFinished: finishIntro)
    }
  }

  private func finishIntro() { hasSeenIntro = true }
}

struct TrekIntro: View {
  let onFinished: () -> Void
  var body: some View { Button("Start") { onFinished() } }
}

struct TrekHome: View {
  @AppStorage("hasSeenIntro") private var hasSeenIntro = false
  var body: some View { Button("Replay intro") { hasSeenIntro = false } }
}
