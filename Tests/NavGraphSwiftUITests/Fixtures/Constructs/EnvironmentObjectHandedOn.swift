import PebbleKit
import SwiftUI

// An object of a type the files read do not declare (`PebbleSession`, from a module), held by the
// root and handed on with `.environmentObject(session)` by each view to the next: the root's
// branch, a pushed screen, a card shown in place there. The card's log-out is the root's state.
@main
struct PebbleApp: App {
  var body: some Scene {
    WindowGroup {
      PebbleRoot()
    }
  }
}

struct PebbleRoot: View {
  @StateObject private var session = PebbleSession()

  var body: some View {
    if session.signedIn {
      PebbleHome().environmentObject(session)
    } else {
      PebbleLogin().environmentObject(session)
    }
  }
}

struct PebbleLogin: View {
  @EnvironmentObject var session: PebbleSession

  var body: some View {
    Button("Sign in") { session.signedIn = true }
  }
}

struct PebbleHome: View {
  @EnvironmentObject var session: PebbleSession

  var body: some View {
    NavigationStack {
      NavigationLink("Profile") {
        PebbleProfile().environmentObject(session)
      }
    }
  }
}

struct PebbleProfile: View {
  @EnvironmentObject var session: PebbleSession

  var body: some View {
    VStack {
      Button("Leave") { session.signedIn = false }
      PebbleAccountCard().environmentObject(session)
    }
  }
}

struct PebbleAccountCard: View {
  @EnvironmentObject private var session: PebbleSession

  var body: some View {
    Button("Log out") { logOut() }
  }

  private func logOut() {
    session.signedIn = false
  }
}
