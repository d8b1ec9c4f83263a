import SwiftUI

// A root switch continued in a view of its branch: the launch view switches from a splash to
// KilnGate, whose body is itself a switch between the tab bar (held by KilnTabs) and a login.
@main
struct KilnApp: App {
  var body: some Scene {
    WindowGroup {
      KilnLaunch()
    }
  }
}

struct KilnLaunch: View {
  @State private var showSplash = true

  var body: some View {
    if showSplash {
      KilnSplash()
        .onAppear {
          DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            showSplash = false
          }
        }
    } else {
      KilnGate()
    }
  }
}

struct KilnSplash: View {
  var body: some View { Text("Kiln") }
}

struct KilnGate: View {
  @State private var isLoggedIn = false

  var body: some View {
    if isLoggedIn {
      KilnTabs(onLogout: { isLoggedIn = false })
    } else {
      KilnLogin(onLogin: { isLoggedIn = true })
    }
  }
}

struct KilnLogin: View {
  var onLogin: () -> Void

  var body: some View {
    Button("Log in") { onLogin() }
  }
}

struct KilnTabs: View {
  var onLogout: () -> Void

  var body: some View {
    TabView {
      OvensView()
        .tabItem { Label("Ovens", systemImage: "flame") }
      KilnAccountView(onLogout: onLogout)
        .tabItem { Label("Account", systemImage: "person") }
    }
  }
}

struct OvensView: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Oven") { OvenDetailView() }
    }
  }
}

struct OvenDetailView: View {
  var body: some View { Text("Oven") }
}

struct KilnAccountView: View {
  var onLogout: () -> Void

  var body: some View {
    Button("Log out") { onLogout() }
  }
}
