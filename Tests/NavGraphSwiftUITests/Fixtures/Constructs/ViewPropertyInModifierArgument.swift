// A view built by a computed property and given by name to `.overlay(_:alignment:)`: its close
// button dismisses, as it does when given in a closure (held-out set 237).
import SwiftUI

struct Dock: Identifiable { let id: Int }

final class DockModel: ObservableObject {
  @Published var shownDock: Dock? = nil
}

@main
struct DockApp: App {
  @StateObject private var model = DockModel()

  var body: some Scene {
    WindowGroup { Docks().environmentObject(model) }
  }
}

struct Docks: View {
  @EnvironmentObject var model: DockModel

  var body: some View {
    Button("Open") { model.shownDock = Dock(id: 1) }
      .sheet(item: $model.shownDock) { dock in DockDetail(dock: dock) }
  }
}

struct DockDetail: View {
  @EnvironmentObject var model: DockModel
  let dock: Dock
  private let tint = Color.blue

  var body: some View {
    Text("Dock \(dock.id)")
      .overlay(closeButton, alignment: .topLeading)
      .background(tint)
  }

  private var closeButton: some View {
    Button("Close") { model.shownDock = nil }
  }
}
