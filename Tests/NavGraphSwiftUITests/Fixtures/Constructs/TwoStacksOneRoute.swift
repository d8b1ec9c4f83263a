// Two stacks in one view, the sign-in stack and the main one, each registering the same route type
// with different destinations: a push from the sign-in stack's root is resolved with that stack's
// registration, where `.pantry` shows nothing, not with the main stack's.
import SwiftUI

enum Route: Hashable {
  case signUp, pantry, profile
}

final class AuthModel: ObservableObject {
  @Published var signedIn = false
}

@main
struct PantryApp: App {
  @StateObject private var auth = AuthModel()

  var body: some Scene {
    WindowGroup { ContentView().environmentObject(auth) }
  }
}

struct ContentView: View {
  @EnvironmentObject var auth: AuthModel
  @State private var path = NavigationPath()

  var body: some View {
    if auth.signedIn {
      NavigationStack(path: $path) {
        HomeView(path: $path)
          .navigationDestination(for: Route.self) { route in destination(for: route) }
      }
    } else {
      NavigationStack(path: $path) {
        SignInView(path: $path)
          .navigationDestination(for: Route.self) { route in
            switch route {
            case .signUp: SignUpView()
            default: EmptyView()
            }
          }
      }
    }
  }

  @ViewBuilder
  private func destination(for route: Route) -> some View {
    switch route {
    case .signUp: EmptyView()
    case .pantry: PantryView()
    case .profile: ProfileView()
    }
  }
}

struct SignInView: View {
  @Binding var path: NavigationPath

  var body: some View {
    Button("Create account") { path.append(Route.signUp) }
    Button("Skip") { path.append(Route.pantry) }
  }
}

struct HomeView: View {
  @Binding var path: NavigationPath

  var body: some View {
    Button("Pantry") { path.append(Route.pantry) }
    Button("Profile") { path.append(Route.profile) }
  }
}

struct SignUpView: View {
  var body: some View { Text("Sign up") }
}

struct PantryView: View {
  var body: some View { Text("Pantry") }
}

struct ProfileView: View {
  var body: some View { Text("Profile") }
}
