import SwiftUI

// The app's tab bar host is a root branch and also a case of the root stack's destination switch
// that nothing pushes: the host stays the tab bar, no screen.
enum DuneRoute: Hashable { case greeting, shell }
enum DunePane: CaseIterable { case trails, camp }

@main
struct DuneApp: App {
  @AppStorage("duneIntroSeen") var introSeen = false
  @State private var path = NavigationPath()
  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $path) {
        Group {
          if introSeen { DuneShell() } else { DuneIntro(path: $path) }
        }
        .navigationDestination(for: DuneRoute.self) { route in
          switch route {
          case .greeting: DuneGreeting()
          case .shell: DuneShell()
          }
        }
      }
    }
  }
}

struct DuneShell: View {
  @State private var pane: DunePane = .trails
  var body: some View {
    VStack {
      TabView(selection: $pane) {
        DuneTrails().tag(DunePane.trails)
        DuneCamp().tag(DunePane.camp)
      }
      HStack {
        Button("Trails") { pane = .trails }
        Button("Camp") { pane = .camp }
      }
    }
  }
}

struct DuneIntro: View {
  @Binding var path: NavigationPath
  var body: some View { Button("Start") { path.append(DuneRoute.greeting) } }
}

struct DuneGreeting: View { var body: some View { Text("Hello") } }
struct DuneTrails: View { var body: some View { Text("Trails") } }
struct DuneCamp: View { var body: some View { Text("Camp") } }
