import SwiftUI

// One flag of a shared model drives two sheets, one on the scene's content and one in a screen
// under it: a write presents one sheet, not one sheet over the other. Where both show the same
// view (`showLogin`), the write is one move to it; where they show different views
// (`showHelp`), they are alternatives, with a warning.
@main
struct ShelfApp: App {
  @StateObject private var session = Session()

  var body: some Scene {
    WindowGroup {
      ShelfView()
        .environmentObject(session)
        .sheet(isPresented: $session.showLogin) { LoginView().environmentObject(session) }
        .sheet(isPresented: $session.showHelp) { HelpView() }
    }
  }
}

final class Session: ObservableObject {
  @Published var showLogin = false
  @Published var showHelp = false
}

struct ShelfView: View {
  @EnvironmentObject var session: Session

  var body: some View {
    VStack {
      Button("Log in") { session.showLogin = true }
      Button("Help") { session.showHelp = true }
    }
    .sheet(isPresented: $session.showLogin) { LoginView() }
    .sheet(isPresented: $session.showHelp) { GuideView() }
  }
}

struct LoginView: View {
  @EnvironmentObject var session: Session
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") {
      session.showLogin = false
      dismiss()
    }
  }
}

struct HelpView: View {
  var body: some View {
    Text("Help")
  }
}

struct GuideView: View {
  var body: some View {
    Text("Guide")
  }
}
