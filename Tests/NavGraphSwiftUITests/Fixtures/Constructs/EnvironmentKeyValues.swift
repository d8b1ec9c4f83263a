// Environment values the app declares: a sheet's binding and a router handed down by key.
// HarborApp sets `\.openPanel` to `$panel` (its sheet's item) and `\.crew` to its router.
// Expected: Dock: sheet Tides 'Tides', push Berth 'Berth' (value Int);
//           Berth: sheet Charts 'Charts'; Tides: dismiss 'Done' (the binding set to nil).
import SwiftUI

enum Panel: Identifiable {
  case tides, charts
  var id: Self { self }
}

private struct OpenPanelKey: EnvironmentKey {
  static let defaultValue: Binding<Panel?> = .constant(nil)
}

extension EnvironmentValues {
  var openPanel: Binding<Panel?> {
    get { self[OpenPanelKey.self] }
    set { self[OpenPanelKey.self] = newValue }
  }
  @Entry var crew = CrewRouter()
}

final class CrewRouter: ObservableObject {
  @Published var path: [Int] = []
  func showBerth() { path.append(1) }
}

@main
struct HarborApp: App {
  @State private var panel: Panel?
  @StateObject private var crew = CrewRouter()
  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $crew.path) {
        Dock()
          .navigationDestination(for: Int.self) { _ in Berth() }
      }
      .sheet(item: $panel) { panel in
        switch panel {
        case .tides: Tides()
        case .charts: Charts()
        }
      }
      .environment(\.openPanel, $panel)
      .environment(\.crew, crew)
    }
  }
}

struct Dock: View {
  @Environment(\.openPanel) private var openPanel
  @Environment(\.crew) private var crew
  var body: some View {
    VStack {
      Button("Tides") { openPanel.wrappedValue = .tides }
      Button("Berth") { crew.showBerth() }
    }
  }
}

struct Berth: View {
  @Environment(\.openPanel) var openPanel
  var body: some View {
    Button("Charts") { openPanel.wrappedValue = .charts }
  }
}

struct Tides: View {
  @Environment(\.openPanel) var openPanel
  var body: some View {
    Button("Done") { openPanel.wrappedValue = nil }
  }
}

struct Charts: View {
  var body: some View { Text("Charts") }
}
