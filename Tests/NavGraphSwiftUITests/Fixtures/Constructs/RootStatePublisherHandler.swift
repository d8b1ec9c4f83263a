import SwiftUI

// The root switches on the signed-in flag and, in an `.onReceive` of that flag's publisher, resets
// the path and selects a tab: it runs when the flag changes, as the root switches, not on a
// control of the screen it sits around.
final class PantryAuth: ObservableObject {
  @Published var isSignedIn = false
}

@main
struct PantryApp: App {
  @StateObject private var auth = PantryAuth()

  var body: some Scene {
    WindowGroup {
      PantryRoot()
        .environmentObject(auth)
    }
  }
}

struct PantryRoot: View {
  @EnvironmentObject var auth: PantryAuth
  @State private var selectedTab = 1
  @State private var path = NavigationPath()

  var body: some View {
    ZStack {
      if auth.isSignedIn {
        TabView(selection: $selectedTab) {
          ShelvesView()
            .tabItem { Label("Shelves", systemImage: "cabinet") }
            .tag(0)
          BasketView()
            .tabItem { Label("Basket", systemImage: "basket") }
            .tag(1)
        }
      } else {
        NavigationStack(path: $path) {
          PantrySignIn()
        }
      }
    }
    .onReceive(auth.$isSignedIn) { signedIn in
      path = NavigationPath()
      if signedIn {
        selectedTab = 1
      }
    }
  }
}

struct PantrySignIn: View {
  @EnvironmentObject var auth: PantryAuth

  var body: some View {
    Button("Sign in") { auth.isSignedIn = true }
  }
}

struct ShelvesView: View {
  var body: some View { Text("Shelves") }
}

struct BasketView: View {
  @EnvironmentObject var auth: PantryAuth

  var body: some View {
    Button("Sign out") { auth.isSignedIn = false }
  }
}
