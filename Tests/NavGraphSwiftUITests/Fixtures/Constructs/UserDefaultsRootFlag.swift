import SwiftUI

// A root flag kept in the app's standard defaults: the root reads it through `UserDefaults`, a
// view holds it as `@AppStorage`, and both forms write it.
@main
struct QuayApp: App {
  var body: some Scene {
    WindowGroup {
      if UserDefaults.standard.bool(forKey: "quaySignedIn") {
        QuayHome()
      } else {
        QuayLogin()
      }
    }
  }
}

enum QuayKeys {
  static let signedIn = "quaySignedIn"
}

struct QuayLogin: View {
  var body: some View {
    Button("Sign in") {
      UserDefaults.standard.set(true, forKey: QuayKeys.signedIn)
    }
  }
}

struct QuayHome: View {
  @AppStorage("quaySignedIn") var signedIn = false

  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Settings") { QuaySettings() }
        Button("Sign out") { signedIn = false }
      }
    }
  }
}

struct QuaySettings: View {
  var body: some View {
    Button("Reset") {
      UserDefaults.standard.set(false, forKey: "quaySignedIn")
    }
  }
}
