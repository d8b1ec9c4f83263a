import Observation
import SwiftUI

enum HarbourStop: Hashable {
  case pier
}

@Observable
final class HarbourCoordinator {
  var path = NavigationPath()
  var isPermitShown = false

  func showPermit() { isPermitShown = true }
  func showPier() { path.append(HarbourStop.pier) }
}

@main
struct HarbourApp: App {
  var body: some Scene {
    WindowGroup { HarbourHome() }
  }
}

struct HarbourHome: View {
  @State private var coordinator = HarbourCoordinator()

  var body: some View {
    NavigationStack(path: Bindable(coordinator).path) {
      DockView()
        .navigationDestination(for: HarbourStop.self) { _ in PierView() }
        .sheet(isPresented: Bindable(coordinator).isPermitShown) {
          PermitView()
        }
    }
    .environment(coordinator)
  }
}

struct DockView: View {
  @Environment(HarbourCoordinator.self) private var coordinator

  var body: some View {
    VStack {
      Button("Permit") { coordinator.showPermit() }
      Button("Pier") { coordinator.showPier() }
    }
  }
}

struct PierView: View {
  var body: some View { Text("Pier") }
}

struct PermitView: View {
  @Environment(HarbourCoordinator.self) private var coordinator

  var body: some View {
    Button("Done") { coordinator.isPermitShown = false }
  }
}
