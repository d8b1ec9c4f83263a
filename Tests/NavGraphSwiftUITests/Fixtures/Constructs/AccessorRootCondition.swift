import SwiftUI

// A root `if` on a method of the view model that returns its published account.
@main
struct VaultApp: App {
  @StateObject private var auth = VaultAuth()

  var body: some Scene {
    WindowGroup {
      VaultRootView()
        .environmentObject(auth)
    }
  }
}

struct VaultAccount {
  var name: String
}

final class VaultAuth: ObservableObject {
  @Published var account: VaultAccount?

  func currentAccount() -> VaultAccount? {
    return account
  }

  func signIn() {
    account = VaultAccount(name: "Ada")
  }

  func signOut() {
    account = nil
  }
}

struct VaultRootView: View {
  @EnvironmentObject var auth: VaultAuth

  var body: some View {
    if auth.currentAccount() != nil {
      VaultTabs()
    } else {
      VaultSignInView()
    }
  }
}

struct VaultSignInView: View {
  @EnvironmentObject var auth: VaultAuth

  var body: some View {
    Button("Sign in") { auth.signIn() }
  }
}

struct VaultTabs: View {
  var body: some View {
    TabView {
      VaultsView()
        .tabItem { Label("Vaults", systemImage: "lock") }
      VaultSettingsView()
        .tabItem { Label("Settings", systemImage: "gear") }
    }
  }
}

struct VaultsView: View {
  var body: some View { Text("Vaults") }
}

struct VaultSettingsView: View {
  @EnvironmentObject var auth: VaultAuth

  var body: some View {
    Button("Sign out") { auth.signOut() }
  }
}
