import SwiftUI

// A coordinator object builds the screen's hidden link in a computed property, its destination
// built by a method of the route it stores: the screen shows the link, and each button's call
// pushes the view of the route it sets.
enum Mooring { case buoy, pier }

extension Mooring {
  @ViewBuilder func view() -> some View {
    switch self {
    case .buoy: BuoyDetail()
    case .pier: PierDetail()
    }
  }
}

final class MarinaCoordinator: ObservableObject {
  @Published var isActive = false
  private var mooring: Mooring = .buoy

  var hiddenLink: some View {
    NavigationLink(
      destination: mooring.view(),
      isActive: Binding(get: { self.isActive }, set: { self.isActive = $0 })
    ) { EmptyView() }
  }

  func show(_ mooring: Mooring) {
    self.mooring = mooring
    isActive = true
  }
}

@main
struct MarinaApp: App {
  var body: some Scene {
    WindowGroup { Marina() }
  }
}

struct Marina: View {
  @StateObject private var coordinator = MarinaCoordinator()

  var body: some View {
    NavigationView {
      VStack {
        coordinator.hiddenLink
        Button("Buoy") { coordinator.show(.buoy) }
        Button("Pier") { coordinator.show(.pier) }
      }
    }
  }
}

struct BuoyDetail: View {
  var body: some View { Text("Buoy") }
}

struct PierDetail: View {
  var body: some View { Text("Pier") }
}
