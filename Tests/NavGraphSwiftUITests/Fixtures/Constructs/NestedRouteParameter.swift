import SwiftUI

// Two routers, each with a route enum nested in it named `Destination` and named bare in its own
// method (`func navigate(to destination: Destination)`), appending through a generic helper of
// another object; the stack registers `ArchiveRouter.Destination`.
@main
struct ArchiveApp: App {
  @StateObject private var router = ArchiveRouter()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $router.paths.path) {
        ShelvesView()
          .navigationDestination(for: ArchiveRouter.Destination.self) { destination in
            switch destination {
            case .box(let label): BoxView(label: label)
            }
          }
      }
      .environmentObject(router)
    }
  }
}

final class PathHolder: ObservableObject {
  @Published var path = NavigationPath()
  func add<V: Hashable>(_ value: V) { path.append(value) }
}

final class ArchiveRouter: ObservableObject {
  enum Destination: Hashable {
    case box(String)
  }

  @Published var paths = PathHolder()

  func navigate(to destination: Destination) { paths.add(destination) }
}

final class LoanRouter: ObservableObject {
  enum Destination: Hashable {
    case loan(Int)
  }

  @Published var paths = PathHolder()

  func navigate(to destination: Destination) { paths.add(destination) }
}

struct ShelvesView: View {
  @EnvironmentObject var router: ArchiveRouter
  var body: some View {
    Button("Open box") { router.navigate(to: .box("A1")) }
  }
}

struct BoxView: View {
  let label: String
  var body: some View { Text(label) }
}
