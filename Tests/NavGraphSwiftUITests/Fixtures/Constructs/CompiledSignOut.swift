import SwiftUI

// A sign-out whose state writes sit in a `#if` on a module the reader cannot know is linked.
@main
struct LedgerApp: App {
  @StateObject private var session = LedgerSession()

  var body: some Scene {
    WindowGroup {
      LedgerRootView()
        .environmentObject(session)
    }
  }
}

final class LedgerSession: ObservableObject {
  @Published var signedIn = false
  @Published var failure: String?

  func signIn() {
    signedIn = true
  }

  func signOut() {
    #if canImport(CloudLedgerKit)
      do {
        try CloudLedger.shared.end()
        signedIn = false
      } catch {
        failure = "\(error)"
      }
    #elseif os(macOS)
      signedIn = true
    #else
      signedIn = false
    #endif
  }
}

struct LedgerRootView: View {
  @EnvironmentObject var session: LedgerSession

  var body: some View {
    if session.signedIn {
      LedgerAccountView()
    } else {
      LedgerWelcomeView()
    }
  }
}

struct LedgerWelcomeView: View {
  @EnvironmentObject var session: LedgerSession

  var body: some View {
    Button("Open ledger") { session.signIn() }
  }
}

struct LedgerAccountView: View {
  @EnvironmentObject var session: LedgerSession

  var body: some View {
    Button("Close ledger") { session.signOut() }
  }
}
