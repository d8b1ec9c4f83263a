import FirebaseAuth
import SwiftUI

/// The session a Firebase Authentication listener keeps: it runs with the user after each sign-in
/// and with nil after a sign-out.
final class HangarAuth: ObservableObject {
  @Published var session: User?
  private var handle: AuthStateDidChangeListenerHandle?

  init() {
    handle = Auth.auth().addStateDidChangeListener { [weak self] _, user in
      self?.session = user
    }
  }

  func signIn(email: String, password: String) async throws {
    try await Auth.auth().signIn(withEmail: email, password: password)
  }

  func register(email: String, password: String) {
    Auth.auth().createUser(withEmail: email, password: password) { _, error in
      if let error { print(error) }
    }
  }

  func signOut() {
    try? Auth.auth().signOut()
  }
}

@main
struct HangarApp: App {
  @StateObject private var auth = HangarAuth()

  var body: some Scene {
    WindowGroup {
      Group {
        if auth.session == nil {
          HangarLogin()
        } else {
          HangarTabs()
        }
      }
      .environmentObject(auth)
    }
  }
}

struct HangarLogin: View {
  @EnvironmentObject var auth: HangarAuth
  @State private var email = ""
  @State private var password = ""

  var body: some View {
    VStack {
      TextField("Email", text: $email)
      SecureField("Password", text: $password)
      Button("Sign in") { Task { try? await auth.signIn(email: email, password: password) } }
      Button("Create account") { auth.register(email: email, password: password) }
    }
  }
}

struct HangarTabs: View {
  var body: some View {
    TabView {
      FleetView().tabItem { Label("Fleet", systemImage: "airplane") }
      PilotView().tabItem { Label("Pilot", systemImage: "person") }
    }
  }
}

struct FleetView: View {
  var body: some View { Text("Fleet") }
}

struct PilotView: View {
  @EnvironmentObject var auth: HangarAuth

  var body: some View {
    Button("Sign out") { auth.signOut() }
  }
}
