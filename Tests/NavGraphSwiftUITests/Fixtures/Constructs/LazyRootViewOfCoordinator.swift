import SwiftUI

// The stack's root is a view the coordinator makes once, `lazy var rootView = { build(for: .home)
// }()`; its router is a lazy object too, which stays an object.
@main
struct FerryApp: App {
  @StateObject private var coordinator = FerryCoordinator()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $coordinator.path) {
        coordinator.rootView
          .navigationDestination(for: FerryRoute.self) { coordinator.build(for: $0) }
      }
      .environmentObject(coordinator)
    }
  }
}

enum FerryRoute: Hashable { case home, timetable }

final class FerryLog {}

final class FerryCoordinator: ObservableObject {
  @Published var path = NavigationPath()
  lazy var log: FerryLog = { FerryLog() }()
  lazy var rootView: AnyView = { AnyView(build(for: .home)) }()

  func open(_ route: FerryRoute) { path.append(route) }

  @ViewBuilder
  func build(for route: FerryRoute) -> some View {
    switch route {
    case .home: FerryHome()
    case .timetable: FerryTimetable()
    }
  }
}

struct FerryHome: View {
  @EnvironmentObject private var coordinator: FerryCoordinator
  var body: some View { Button("Timetable") { coordinator.open(.timetable) } }
}

struct FerryTimetable: View {
  var body: some View { Text("Timetable") }
}
