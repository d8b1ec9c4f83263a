import SwiftUI

// A root branch whose stack holds a choice of its own: that choice is a root switch, each branch
// the stack's root, replacing one another where the flag is written.
final class DepotSession: ObservableObject {
  @Published var driver: String?
}

@main
struct DepotApp: App {
  @StateObject private var session = DepotSession()
  var body: some Scene {
    WindowGroup { DepotRoot().environmentObject(session) }
  }
}

struct DepotRoot: View {
  @EnvironmentObject var session: DepotSession
  @State private var returning = true

  var body: some View {
    if session.driver != nil {
      DepotBoard()
    } else {
      NavigationView {
        if returning {
          DepotSignIn(returning: $returning)
        } else {
          DepotSignUp(returning: $returning)
        }
      }
    }
  }
}

struct DepotSignIn: View {
  @Binding var returning: Bool
  var body: some View { Button("Create an account") { returning = false } }
}

struct DepotSignUp: View {
  @Binding var returning: Bool
  var body: some View { Button("I have an account") { returning = true } }
}

struct DepotBoard: View {
  var body: some View { Text("Board") }
}
