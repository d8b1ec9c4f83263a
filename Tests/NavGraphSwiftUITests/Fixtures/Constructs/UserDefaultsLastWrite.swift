import SwiftUI

// A flag written twice by one button, through the binding and then through `UserDefaults` under the
// same key: the last write is the one that stays.
@main
struct FjordApp: App {
  @AppStorage("fjordLaunched") var launched = false

  var body: some Scene {
    WindowGroup {
      if !launched {
        FjordIntro(showIntro: $launched)
      } else {
        FjordLogin()
      }
    }
  }
}

struct FjordIntro: View {
  @Binding var showIntro: Bool

  var body: some View {
    Button("Begin") {
      showIntro = false
      UserDefaults.standard.set(true, forKey: "fjordLaunched")
    }
  }
}

struct FjordLogin: View {
  var body: some View {
    Button("Replay intro") {
      UserDefaults.standard.set(false, forKey: "fjordLaunched")
    }
  }
}
