import SwiftUI

// Root switches in both branches of an onboarding switch: one on a `UserDefaults` key, one on an
// object's flag. One action writes both, so the root ends on what the later write shows.
@main
struct MossApp: App {
  var body: some Scene {
    WindowGroup {
      MossRoot()
    }
  }
}

final class MossFlow: ObservableObject {
  @Published var onboarded = false
  @Published var loggedIn = false
}

struct MossRoot: View {
  @EnvironmentObject var flow: MossFlow

  var body: some View {
    if flow.onboarded {
      MossStart()
    } else {
      if UserDefaults.standard.bool(forKey: "mossLoggedIn") {
        MossTabs()
      } else {
        MossOnboarding()
      }
    }
  }
}

struct MossStart: View {
  @EnvironmentObject var flow: MossFlow

  var body: some View {
    if flow.loggedIn {
      MossTabs()
    } else {
      MossLogin()
    }
  }
}

struct MossOnboarding: View {
  @EnvironmentObject var flow: MossFlow

  var body: some View {
    Button("Begin") { flow.onboarded = true }
  }
}

struct MossLogin: View {
  @EnvironmentObject var flow: MossFlow

  var body: some View {
    Button("Log in") {
      UserDefaults.standard.set(true, forKey: "mossLoggedIn")
      flow.loggedIn = true
    }
  }
}

struct MossTabs: View {
  @EnvironmentObject var flow: MossFlow

  var body: some View {
    TabView {
      Button("Log out") {
        UserDefaults.standard.set(false, forKey: "mossLoggedIn")
        flow.loggedIn = false
      }
      .tabItem { Text("Home") }
    }
  }
}
