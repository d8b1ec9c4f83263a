import Observation
import SwiftUI

// A completion closure stored in a coordinator: the sign-in container assigns `onSignedIn` as it
// appears, and each form calls `finish(member:)`, which calls it: the forms dismiss the sheet.

struct Member {
  var name: String
}

@Observable
final class ClubCoordinator {
  var isSignInPresented = false

  func showSignIn() { isSignInPresented = true }
}

enum SignInStep: Hashable {
  case join
}

@Observable
final class SignInCoordinator {
  var path = NavigationPath()
  var onSignedIn: ((Member) -> Void)?

  func showJoin() { path.append(SignInStep.join) }

  func finish(member: Member) {
    onSignedIn?(member)
  }
}

@main
struct ClubApp: App {
  @State private var club = ClubCoordinator()

  var body: some Scene {
    WindowGroup {
      ClubView()
        .environment(club)
    }
  }
}

struct ClubView: View {
  @Environment(ClubCoordinator.self) private var club

  var body: some View {
    @Bindable var club = club
    NavigationStack {
      Button("Sign in") { club.showSignIn() }
        .sheet(isPresented: $club.isSignInPresented) {
          SignInFlow()
        }
    }
  }
}

struct SignInFlow: View {
  @Environment(ClubCoordinator.self) private var club
  @State private var coordinator = SignInCoordinator()

  var body: some View {
    NavigationStack(path: $coordinator.path) {
      SignInForm()
        .navigationDestination(for: SignInStep.self) { step in
          switch step {
          case .join: JoinForm()
          }
        }
    }
    .environment(coordinator)
    .onAppear {
      coordinator.onSignedIn = { _ in
        club.isSignInPresented = false
      }
    }
  }
}

struct SignInForm: View {
  @Environment(SignInCoordinator.self) private var coordinator

  var body: some View {
    VStack {
      Button("Sign in") { coordinator.finish(member: Member(name: "Ada")) }
      Button("Join") { coordinator.showJoin() }
    }
  }
}

struct JoinForm: View {
  @Environment(SignInCoordinator.self) private var coordinator

  var body: some View {
    Button("Join") { coordinator.finish(member: Member(name: "Grace")) }
  }
}
