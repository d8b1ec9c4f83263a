import SwiftUI

// A root flag kept in the app's defaults through a property of `extension UserDefaults`: the root
// reads it as `UserDefaults().tarnSignedIn`, the log-in writes `UserDefaults.standard.tarnSignedIn
// = true`, and a view holds the same key as `@AppStorage("tarnSignedIn")`: one state.

extension UserDefaults {
  var tarnSignedIn: Bool {
    get { bool(forKey: "tarnSignedIn") }
    set { set(newValue, forKey: "tarnSignedIn") }
  }
}

@main
struct TarnApp: App {
  var body: some Scene {
    WindowGroup {
      if UserDefaults().tarnSignedIn {
        TarnHome()
      } else {
        TarnLogin()
      }
    }
  }
}

struct TarnLogin: View {
  var body: some View {
    Button("Sign in") { UserDefaults.standard.tarnSignedIn = true }
  }
}

struct TarnHome: View {
  @AppStorage("tarnSignedIn") private var signedIn = false

  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Profile") { TarnProfile() }
        Button("Sign out") { signedIn = false }
      }
    }
  }
}

struct TarnProfile: View {
  var body: some View {
    Button("Forget me") { UserDefaults.standard.tarnSignedIn = false }
  }
}
