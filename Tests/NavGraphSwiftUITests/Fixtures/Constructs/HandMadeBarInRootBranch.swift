import SwiftUI

// A tab bar drawn by hand in a root branch's stack: an `if` chain on an integer whose last `else`
// repeats the first tab (a fallback), above a bar view given the selection that also opens a
// sheet. Signing out writes the root's state, then the selection.
final class DeskSession: ObservableObject {
  @Published var signedIn = false
}

@main
struct DeskApp: App {
  @StateObject private var session = DeskSession()
  var body: some Scene {
    WindowGroup { DeskRoot().environmentObject(session) }
  }
}

struct DeskRoot: View {
  @EnvironmentObject var session: DeskSession
  @State private var pane = 1

  var body: some View {
    if session.signedIn {
      NavigationStack {
        VStack {
          if pane == 1 {
            DeskHome()
          } else if pane == 2 {
            DeskProfile(pane: $pane)
          } else {
            DeskHome()
          }
          DeskBar(pane: $pane)
        }
      }
    } else {
      DeskLogin()
    }
  }
}

struct DeskBar: View {
  @Binding var pane: Int
  @State private var composing = false

  var body: some View {
    HStack {
      Button("Home") { pane = 1 }
      Button("New") { composing = true }
      Button("Me") { pane = 2 }
    }
    .sheet(isPresented: $composing) { DeskComposer() }
  }
}

struct DeskLogin: View {
  @EnvironmentObject var session: DeskSession
  var body: some View { Button("Log in") { session.signedIn = true } }
}

struct DeskHome: View {
  var body: some View { Text("Home") }
}

struct DeskProfile: View {
  @EnvironmentObject var session: DeskSession
  @Binding var pane: Int

  var body: some View {
    Button("Log out") {
      session.signedIn = false
      pane = 1
    }
  }
}

struct DeskComposer: View {
  var body: some View { Text("New") }
}
