import SwiftUI

// A splash timer on the app's root content (`.onAppear { asyncAfter { showSplash = false } }`), with
// a second switch nested in the root's `else`: the timer runs once, on the splash shown at launch.

@main
struct DenApp: App {
  @AppStorage("denOnboarded") private var onboarded = false
  @State private var showSplash = true

  var body: some Scene {
    WindowGroup {
      ZStack {
        if showSplash {
          DenSplash()
        } else {
          if !onboarded {
            DenIntro { onboarded = true }
          } else {
            DenHome()
          }
        }
      }
      .onAppear {
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { showSplash = false }
      }
    }
  }
}

struct DenSplash: View { var body: some View { Text("Den") } }
struct DenIntro: View {
  var onDone: () -> Void
  var body: some View { Button("Start") { onDone() } }
}
struct DenHome: View { var body: some View { Text("Home") } }
