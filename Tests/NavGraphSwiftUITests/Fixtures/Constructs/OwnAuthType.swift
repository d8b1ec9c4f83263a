import SwiftUI

// An app's own session object named `Auth`, not Firebase's: its `signIn()` sets the user the root
// switches on, its `signOut()` clears it.
struct Member {}

final class Auth: ObservableObject {
  @Published var member: Member?
  func signIn() { member = Member() }
  func signOut() { member = nil }
}

@main
struct GuildApp: App {
  @StateObject private var auth = Auth()
  var body: some Scene {
    WindowGroup { GuildRoot().environmentObject(auth) }
  }
}

struct GuildRoot: View {
  @EnvironmentObject var auth: Auth
  var body: some View {
    if auth.member == nil {
      GuildGate()
    } else {
      GuildHall()
    }
  }
}

struct GuildGate: View {
  @EnvironmentObject var auth: Auth
  var body: some View { Button("Enter") { auth.signIn() } }
}

struct GuildHall: View {
  @EnvironmentObject var auth: Auth
  var body: some View { Button("Leave") { auth.signOut() } }
}
