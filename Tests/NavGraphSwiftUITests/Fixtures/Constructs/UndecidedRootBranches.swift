// A root switch that shows nothing when the session is set and the profile is not: signing in sets
// the session, while the profile is loaded by code in no file read. After the write the reader
// cannot tell a branch that is shown.
import SwiftUI

final class RootModel: ObservableObject {
  @Published var session: String?
  @Published var profile: Profile?

  func signIn() {
    session = "token"
    ProfileLoader.shared.load()
  }
}

@main
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup { RootView() }
  }
}

struct RootView: View {
  @StateObject private var model = RootModel()

  var body: some View {
    Group {
      if model.session == nil {
        SignInView().environmentObject(model)
      } else if let profile = model.profile {
        LedgerView(profile: profile)
      }
    }
  }
}

struct SignInView: View {
  @EnvironmentObject var model: RootModel

  var body: some View {
    Button("Sign in") { model.signIn() }
  }
}

struct LedgerView: View {
  let profile: Profile

  var body: some View { Text("Ledger") }
}
