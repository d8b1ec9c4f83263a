import SwiftUI

// A root built by a method of an enum reached through a field of an object's state, the state
// declared with a static factory (`@Published var selection = Selection.initial()`): a switch on
// that field, as if written in place.

enum Pane: Int, CaseIterable {
  case home, search

  @ViewBuilder func view(manager: PaneManager) -> some View {
    switch self {
    case .home: HomeView().environmentObject(manager)
    case .search: SearchView().environmentObject(manager)
    }
  }
}

struct Selection {
  let selected: Pane
  let previous: Pane

  static func initial() -> Selection { .init(selected: .home, previous: .home) }
}

final class PaneManager: ObservableObject {
  let panes: [Pane] = [.home, .search]
  @Published var selection = Selection.initial()
}

@main
struct PaneApp: App {
  var body: some Scene { WindowGroup { RootView() } }
}

struct RootView: View {
  @StateObject private var manager = PaneManager()

  var body: some View {
    VStack {
      manager.selection.selected.view(manager: manager)
    }
    .overlay(alignment: .bottom) { PaneBar(panes: manager.panes, selection: $manager.selection) }
  }
}

struct PaneBar: View {
  let panes: [Pane]
  @Binding var selection: Selection

  var body: some View {
    HStack {
      ForEach(panes, id: \.self) { pane in
        Image(systemName: "circle").onTapGesture {
          selection = .init(selected: pane, previous: selection.selected)
        }
      }
    }
  }
}

struct HomeView: View {
  var body: some View { NavigationStack { NavigationLink("Detail") { DetailView() } } }
}
struct DetailView: View { var body: some View { Text("d") } }
struct SearchView: View { var body: some View { Text("s") } }
