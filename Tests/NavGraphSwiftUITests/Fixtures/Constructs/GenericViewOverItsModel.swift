import SwiftUI

// Screens generic over their view model: `TrailView<Model: TrailModel>` constrained to a class,
// `SummitView<Model: SummitModeling>` to a protocol one class conforms to. The models call the
// coordinator that creates them.
@main
struct HikeApp: App {
  @StateObject private var coordinator = HikeCoordinator()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $coordinator.path) {
        TrailView(model: TrailModel(coordinator: coordinator))
          .navigationDestination(for: HikeStep.self) { _ in
            SummitView(model: SummitModel(coordinator: coordinator))
          }
      }
      .sheet(item: $coordinator.sheet) { _ in MapSheet() }
    }
  }
}

enum HikeStep: Hashable { case summit }

enum HikeSheet: String, Identifiable {
  case map
  var id: String { rawValue }
}

final class HikeCoordinator: ObservableObject {
  @Published var path: [HikeStep] = []
  @Published var sheet: HikeSheet?
  func push(_ step: HikeStep) { path.append(step) }
  func present(_ sheet: HikeSheet) { self.sheet = sheet }
  func pop() { path.removeLast() }
}

class TrailModel: ObservableObject {
  let coordinator: HikeCoordinator
  init(coordinator: HikeCoordinator) { self.coordinator = coordinator }
  func didTapStart() { coordinator.push(.summit) }
  func didTapMap() { coordinator.present(.map) }
}

struct TrailView<Model: TrailModel>: View {
  @StateObject private var model: Model

  init(model: Model) { _model = StateObject(wrappedValue: model) }

  var body: some View {
    VStack {
      Button("Start") { model.didTapStart() }
      Button("Map") { model.didTapMap() }
    }
  }
}

protocol SummitModeling: ObservableObject {
  func didTapDescend()
}

final class SummitModel: SummitModeling {
  let coordinator: HikeCoordinator
  init(coordinator: HikeCoordinator) { self.coordinator = coordinator }
  func didTapDescend() { coordinator.pop() }
}

struct SummitView<Model: SummitModeling>: View {
  @ObservedObject var model: Model

  var body: some View {
    Button("Descend") { model.didTapDescend() }
  }
}

struct MapSheet: View {
  var body: some View { Text("Map") }
}
