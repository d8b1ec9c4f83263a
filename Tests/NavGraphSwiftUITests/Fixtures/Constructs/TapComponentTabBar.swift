import SwiftUI

// A tab bar drawn by hand whose items are a control of the app's own: `BarButton(icon:) {
// selected = tab }`, the button running the closure it is given as its `Button`'s action.
@main
struct RemoteApp: App {
  var body: some Scene {
    WindowGroup { RemoteTabs() }
  }
}

enum RemoteTab: CaseIterable {
  case remote
  case settings

  var icon: String {
    switch self {
    case .remote: "dot.radiowaves.left.and.right"
    case .settings: "gear"
    }
  }
}

struct RemoteTabs: View {
  @State private var selected: RemoteTab = .remote

  var body: some View {
    ZStack(alignment: .bottom) {
      switch selected {
      case .remote: RemoteView()
      case .settings: RemoteSettingsView()
      }
      HStack {
        ForEach(RemoteTab.allCases, id: \.self) { tab in
          BarButton(icon: tab.icon) { selected = tab }
        }
      }
    }
  }
}

struct BarButton: View {
  let icon: String
  let action: () -> Void

  var body: some View {
    Button(action: action) { Image(systemName: icon) }
  }
}

struct RemoteView: View {
  var body: some View { Text("Remote") }
}

struct RemoteSettingsView: View {
  var body: some View { Text("Settings") }
}
