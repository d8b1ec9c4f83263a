import Foundation
import SwiftUI

// A splash timer that moves the root and then stores the `@AppStorage` flag that a cover of the
// signed-in home is bound to: the write is made on the splash, which does not hold the cover, so
// it opens nothing there; the home shows its cover when it appears with the flag set.

@main
struct KilnApp: App {
  var body: some Scene {
    WindowGroup {
      KilnRoot()
    }
  }
}

enum KilnStage {
  case splash
  case signedIn
  case signedOut
}

final class KilnSession {
  static let shared = KilnSession()
  var token: String?
}

struct KilnRoot: View {
  @State private var stage: KilnStage = .splash

  var body: some View {
    switch stage {
    case .splash:
      KilnSplash()
        .onAppear {
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            let signedIn = KilnSession.shared.token != nil
            stage = signedIn ? .signedIn : .signedOut
            markFirstRun()
          }
        }
    case .signedIn:
      KilnHome()
    case .signedOut:
      KilnSignIn(stage: $stage)
    }
  }

  private func markFirstRun() {
    if UserDefaults.standard.object(forKey: "firstRun") == nil {
      UserDefaults.standard.set(true, forKey: "firstRun")
    }
  }
}

struct KilnSplash: View {
  var body: some View {
    Text("Kiln")
  }
}

struct KilnHome: View {
  @AppStorage("firstRun") var firstRun = false

  var body: some View {
    Text("Home")
      .fullScreenCover(isPresented: $firstRun) { KilnTour() }
  }
}

struct KilnSignIn: View {
  @Binding var stage: KilnStage

  var body: some View {
    Button("Sign in") { stage = .signedIn }
  }
}

struct KilnTour: View {
  @AppStorage("firstRun") var firstRun = false

  var body: some View {
    Button("Done") { firstRun = false }
  }
}
