import SwiftUI

// A path of base-class view models; the destination switches on the subclass: each `as` case is the
// destination of its type, and a pushed subclass finds it. `is` tests a type without binding it.

class DockModel: Hashable {
  static func == (lhs: DockModel, rhs: DockModel) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

final class CraneModel: DockModel {}
final class HoistModel: DockModel {}
final class TugModel: DockModel {}

final class DockRouter: ObservableObject {
  @Published var path: [DockModel] = []

  func showCrane() { path.append(CraneModel()) }
  func showHoist() { path.append(HoistModel()) }
}

@main
struct DockApp: App {
  @StateObject private var router = DockRouter()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $router.path) {
        DockHome(router: router)
          .navigationDestination(for: DockModel.self) { model in
            switch model {
            case let crane as CraneModel:
              DockCrane(model: crane)
            case is HoistModel:
              DockHoist()
            default:
              EmptyView()
            }
          }
      }
    }
  }
}

struct DockHome: View {
  let router: DockRouter

  var body: some View {
    List {
      Button("Crane") { router.showCrane() }
      Button("Hoist") { router.showHoist() }
    }
  }
}

struct DockCrane: View {
  let model: CraneModel

  var body: some View { Text("Crane") }
}

struct DockHoist: View {
  var body: some View { Text("Hoist") }
}
