import SwiftUI

// A root choice on a computed property of an object, given by an extension of a protocol the
// object's protocol refines (`var isSignedIn: Bool { account != nil }`); the buttons write the
// stored property it tests.
@main
struct HarborApp: App {
  @StateObject private var session = HarborSession()

  var body: some Scene {
    WindowGroup { HarborRoot(session: session) }
  }
}

protocol AccountHolding {
  var account: String? { get set }
}

protocol SessionProviding: AccountHolding {}

extension AccountHolding {
  var isSignedIn: Bool { account != nil }
}

final class HarborSession: ObservableObject, SessionProviding {
  @Published var account: String?

  func signIn() { account = "skipper" }
  func signOut() { account = nil }
}

struct HarborRoot: View {
  @ObservedObject var session: HarborSession

  var body: some View {
    if session.isSignedIn {
      DockView(session: session)
    } else {
      GateView(session: session)
    }
  }
}

struct GateView: View {
  let session: HarborSession
  var body: some View { Button("Sign in") { session.signIn() } }
}

struct DockView: View {
  let session: HarborSession
  var body: some View { Button("Sign out") { session.signOut() } }
}
