import SwiftUI

// Hidden `NavigationLink(tag:selection:)`s on one enum selection: each assignment of a case
// activates the link tagged with it.
@main
struct FerryApp: App {
  var body: some Scene {
    WindowGroup { NavigationView { DockView() } }
  }
}

enum DockStep: Hashable {
  case code
  case profile
}

struct DockView: View {
  @State private var step: DockStep?
  var body: some View {
    VStack {
      Button("Code") { step = .code }
      Button("Profile") { step = .profile }
      NavigationLink(tag: .code, selection: $step) {
        CodeView()
      } label: {
        EmptyView()
      }
      NavigationLink(tag: .profile, selection: $step) {
        ProfileView()
      } label: {
        EmptyView()
      }
    }
  }
}

struct CodeView: View {
  var body: some View { Text("Code") }
}

struct ProfileView: View {
  var body: some View { Text("Profile") }
}
