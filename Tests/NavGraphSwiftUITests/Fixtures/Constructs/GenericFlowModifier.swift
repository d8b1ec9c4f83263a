import SwiftUI

// A generic `ViewModifier` builds the stack around a view and registers its coordinator's steps
// through the protocol's associated type (`F.Steps`); the coordinator, held by a view model, builds
// each step's screen.

protocol FlowSteps: Hashable {}
enum ShelfSteps: FlowSteps { case detail, basket }

protocol Flow: ObservableObject {
  associatedtype Steps: FlowSteps
  associatedtype Screen: View
  var path: [Steps] { get set }
  func screen(for step: Steps) -> Screen
}

struct FlowStack<F: Flow>: ViewModifier {
  @ObservedObject var flow: F
  func body(content: Content) -> some View {
    NavigationStack(path: $flow.path) {
      content.navigationDestination(for: F.Steps.self) { step in
        flow.screen(for: step)
      }
    }
  }
}

extension View {
  func flowStack<F: Flow>(_ flow: F) -> some View { modifier(FlowStack(flow: flow)) }
}

final class ShelfFlow: ObservableObject {
  @Published var path: [ShelfSteps] = []
  func back() { path.removeLast() }
  func openDetail() { path.append(.detail) }
}

extension ShelfFlow: Flow {
  @ViewBuilder
  func screen(for step: ShelfSteps) -> some View {
    switch step {
    case .detail: ShelfDetail(flow: self)
    case .basket: BasketView()
    }
  }
}

final class ShelfModel: ObservableObject {
  @Published var flow: ShelfFlow
  init(flow: ShelfFlow) { self.flow = flow }
}

@main struct ShelfApp: App {
  @StateObject private var flow = ShelfFlow()
  var body: some Scene {
    WindowGroup { ShelfView(model: ShelfModel(flow: flow)) }
  }
}

struct ShelfView: View {
  @ObservedObject var model: ShelfModel
  var body: some View {
    Button("Detail") { model.flow.openDetail() }
      .flowStack(model.flow)
  }
}

struct ShelfDetail: View {
  let flow: ShelfFlow
  var body: some View {
    Button("Basket") { flow.path.append(.basket) }
    Button("Back") { flow.back() }
  }
}
struct BasketView: View { var body: some View { Text("b") } }
