import SwiftUI

// Helper functions that build their control in a local before returning it: a local computed
// property (`var row: some View { Button ... }; return row`) and a local constant
// (`let control = Button ...; return control`).
@main
struct LanternApp: App {
  var body: some Scene {
    WindowGroup { LanternMenu() }
  }
}

enum LanternRoute: Hashable {
  case wicks
  case oils
  case about
}

struct LanternMenu: View {
  @State private var path: [LanternRoute] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        menuRow(title: "Wicks", route: .wicks)
        menuRow(title: "Oils", route: .oils)
        aboutRow()
      }
      .navigationDestination(for: LanternRoute.self) { route in
        switch route {
        case .wicks: WickList()
        case .oils: OilList()
        case .about: LanternAbout()
        }
      }
    }
  }

  private func menuRow(title: String, route: LanternRoute) -> some View {
    var row: some View {
      Button {
        path.append(route)
      } label: {
        Text(title)
      }
    }
    return row
  }

  private func aboutRow() -> some View {
    let control = Button("About") { path.append(.about) }
    return control.padding()
  }
}

struct WickList: View {
  var body: some View { Text("Wicks") }
}

struct OilList: View {
  var body: some View { Text("Oils") }
}

struct LanternAbout: View {
  var body: some View { Text("About") }
}
