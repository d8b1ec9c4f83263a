import Combine
import SwiftUI

// A root that switches on a session's state, which Combine sets from an auth service's published
// properties: signing in or out on a screen sets the service's flag, and so the session's. An
// expiry flag set through `map`, and the sign-in flag also set by an outside listener, cannot be
// tied to a screen.
final class AuthService: ObservableObject {
  static let shared = AuthService()

  @Published var isSignedIn = false
  @Published var token: String?

  func signIn() { isSignedIn = true }

  func signOut() { isSignedIn = false }
}

final class Session: ObservableObject {
  @Published var signedIn = false
  @Published var expired = false
  private var cancellables = Set<AnyCancellable>()
  private let auth = AuthService.shared

  init() {
    auth.$isSignedIn.receive(on: DispatchQueue.main).assign(to: &$signedIn)
    auth.$token.map { $0 == nil }.sink { [weak self] value in self?.expired = value }.store(in: &cancellables)
    AccountCenter.listen { [weak self] active in self?.signedIn = active }
  }
}

@main
struct PostApp: App {
  @StateObject private var session = Session()

  var body: some Scene {
    WindowGroup {
      Group {
        if session.expired {
          ExpiredView()
        } else if session.signedIn {
          InboxView()
        } else {
          SignInView()
        }
      }
      .environmentObject(session)
    }
  }
}

struct SignInView: View {
  var body: some View {
    Button("Sign in") { AuthService.shared.signIn() }
  }
}

struct InboxView: View {
  var body: some View {
    Button("Sign out") { AuthService.shared.signOut() }
  }
}

struct ExpiredView: View {
  var body: some View { Text("Expired") }
}
