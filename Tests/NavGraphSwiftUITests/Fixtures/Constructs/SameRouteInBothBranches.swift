// One router's route switched by both branches of the root, signed out (login, registration) and
// signed in (home, search, a page for any other route): each screen's writes of the route change
// the switch of its own branch; signing in writes both.
import SwiftUI

@main
struct PaperApp: App {
  var body: some Scene {
    WindowGroup { PaperRoot() }
  }
}

final class PaperAuth: ObservableObject {
  @Published var signedIn = false
  func signIn() { signedIn = true }
}

final class PaperRouter: ObservableObject {
  @Published var route: Route = .login
  func go(_ next: Route) { route = next }
  enum Route { case login, registration, home, search }
}

struct PaperRoot: View {
  @StateObject var auth = PaperAuth()
  @StateObject var router = PaperRouter()

  var body: some View {
    if !auth.signedIn {
      Outside().environmentObject(router).environmentObject(auth)
    } else {
      Inside().environmentObject(router)
    }
  }
}

struct Outside: View {
  @EnvironmentObject var router: PaperRouter
  var body: some View {
    switch router.route {
    case .login: PaperLogin()
    default: PaperRegistration()
    }
  }
}

struct Inside: View {
  @EnvironmentObject var router: PaperRouter
  var body: some View {
    switch router.route {
    case .home: PaperHome()
    case .search: PaperSearch()
    default: PaperMissing()
    }
  }
}

struct PaperMissing: View {
  @EnvironmentObject var router: PaperRouter
  var body: some View { Button("Home") { router.go(.home) } }
}

struct PaperLogin: View {
  @EnvironmentObject var router: PaperRouter
  @EnvironmentObject var auth: PaperAuth
  var body: some View {
    VStack {
      Button("Sign up") { router.go(.registration) }
      Button("Sign in") {
        auth.signIn(); router.go(.home)
      }
    }
  }
}

struct PaperRegistration: View {
  @EnvironmentObject var router: PaperRouter
  var body: some View { Button("Have an account") { router.go(.login) } }
}

struct PaperHome: View {
  @EnvironmentObject var router: PaperRouter
  var body: some View { Button("Search") { router.go(.search) } }
}

struct PaperSearch: View {
  @EnvironmentObject var router: PaperRouter
  var body: some View { Button("Home") { router.go(.home) } }
}
