import SwiftUI

enum HivePane: String, CaseIterable, Identifiable {
  case apiary, honey, spare

  var id: String { rawValue }

  var title: String {
    switch self {
    case .apiary: return "Apiary"
    case .honey: return "Honey"
    case .spare: return "Spare"
    }
  }
}

@main
struct HiveApp: App {
  @State private var pane: HivePane = .apiary

  var body: some Scene {
    WindowGroup {
      TabView(selection: $pane) {
        ForEach(HivePane.allCases) { pane in
          HivePaneRoot(pane: pane)
            .tabItem { Text(pane.title) }
            .tag(pane)
        }
      }
    }
  }
}

struct HivePaneRoot: View {
  let pane: HivePane

  var body: some View {
    GeometryReader { _ in
      NavigationStack {
        pane.rootView
          .navigationTitle(pane.title)
      }
    }
  }
}

extension HivePane {
  @ViewBuilder
  fileprivate var rootView: some View {
    switch self {
    case .apiary:
      ApiaryView()
    case .honey:
      HoneyView()
    case .spare:
      EmptyView()
    }
  }
}

struct ApiaryView: View {
  var body: some View {
    NavigationLink("Frame") { FrameView() }
  }
}

struct HoneyView: View {
  var body: some View {
    Text("Honey")
  }
}

struct FrameView: View {
  var body: some View {
    Text("Frame")
  }
}
