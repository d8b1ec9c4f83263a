import SwiftUI
import UIKit

// Signing out swaps the window's root for a hosting controller of a view put in a local first.
@main
struct KeepApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { KeepSettings() } }
  }
}

struct KeepSettings: View {
  var body: some View {
    Button("Sign out") { signOut() }
  }

  private func signOut() {
    guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene,
      let window = scene.windows.first
    else { return }
    let login = KeepLogin()
    window.rootViewController = UIHostingController(rootView: login)
    window.makeKeyAndVisible()
  }
}

struct KeepLogin: View {
  var body: some View { Text("Log in") }
}
