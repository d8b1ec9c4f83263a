import SwiftUI

// A root switch inside the host's one stack; its else branch is a helper of the host that holds a
// drawer beside the tab bar. The drawer's links are that branch's, not the sign-in screen's.
@main
struct OrchardApp: App {
  var body: some Scene {
    WindowGroup { OrchardRoot() }
  }
}

final class OrchardSession: ObservableObject {
  @Published var member: String?
}

struct OrchardRoot: View {
  @StateObject private var session = OrchardSession()

  var body: some View {
    NavigationStack {
      Group {
        if session.member == nil {
          OrchardSignIn(session: session)
        } else {
          memberArea()
        }
      }
    }
  }

  private func memberArea() -> some View {
    HStack {
      OrchardDrawer()
      OrchardTabs()
    }
  }
}

struct OrchardSignIn: View {
  @ObservedObject var session: OrchardSession

  var body: some View {
    Button("Sign in") { session.member = "guest" }
  }
}

struct OrchardDrawer: View {
  var body: some View {
    NavigationLink("Harvest log") { HarvestLog() }
  }
}

struct OrchardTabs: View {
  var body: some View {
    TabView {
      TreeList().tabItem { Text("Trees") }
      PickerList().tabItem { Text("Pickers") }
    }
  }
}

struct TreeList: View {
  var body: some View { Text("Trees") }
}

struct PickerList: View {
  var body: some View { Text("Pickers") }
}

struct HarvestLog: View {
  var body: some View { Text("Log") }
}
