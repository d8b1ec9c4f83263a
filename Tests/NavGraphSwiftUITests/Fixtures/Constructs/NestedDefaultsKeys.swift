import SwiftUI

// Storage keys declared in a type nested in an extension of `UserDefaults` (`UserDefaults.Keys.signedIn`),
// named by an `@AppStorage` root switch and by a service writing the defaults.

extension UserDefaults {
  struct Keys {
    static let signedIn = "signedIn"
  }
}

@main
struct GateApp: App {
  var body: some Scene { WindowGroup { GateRoot() } }
}

struct GateRoot: View {
  @AppStorage(UserDefaults.Keys.signedIn) private var signedIn = false
  var body: some View {
    if signedIn { HomeView() } else { WelcomeView() }
  }
}

struct WelcomeView: View {
  var body: some View {
    Button("Sign in") { AuthService.shared.signIn() }
  }
}

struct HomeView: View {
  @AppStorage(UserDefaults.Keys.signedIn) private var signedIn = false
  var body: some View { Button("Sign out") { signedIn = false } }
}

final class AuthService {
  static let shared = AuthService()
  func signIn() { UserDefaults.standard.set(true, forKey: UserDefaults.Keys.signedIn) }
}
