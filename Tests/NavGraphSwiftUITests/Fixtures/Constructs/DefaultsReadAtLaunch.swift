import SwiftUI

// A root choosing on a copy of a defaults key, `?? false` after the read: a fresh install has
// nothing stored, so the app launches signed out.
@main
struct FjordApp: App {
  var body: some Scene { WindowGroup { FjordGate() } }
}

struct FjordGate: View {
  @State private var signedIn = UserDefaults.standard.value(forKey: "signedIn") as? Bool ?? false

  var body: some View {
    if signedIn {
      FjordHome(signedIn: $signedIn)
    } else {
      NavigationStack { FjordWelcome(signedIn: $signedIn) }
    }
  }
}

struct FjordWelcome: View {
  @Binding var signedIn: Bool

  var body: some View {
    Button("Sign in") {
      UserDefaults.standard.set(true, forKey: "signedIn")
      signedIn = true
    }
  }
}

struct FjordHome: View {
  @Binding var signedIn: Bool
  @AppStorage("launches") private var launches = UserDefaults.standard.integer(forKey: "launches")

  var body: some View {
    Button("Sign out") { signedIn = false }
  }
}
