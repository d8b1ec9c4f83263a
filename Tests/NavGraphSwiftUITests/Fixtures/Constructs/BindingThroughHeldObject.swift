import SwiftUI

// A coordinator held by a view model (MVVM-C): the stack binds `$model.flow.path`, the path of
// the coordinator the model holds, which the coordinator's own methods and the pushed screen's
// model write.
enum ShelfStep: Hashable {
  case detail
  case basket
}

final class ShelfFlow: ObservableObject {
  @Published var path: [ShelfStep] = []

  func back() { path.removeLast() }
  func openDetail() { path.append(.detail) }
}

final class ShelfModel: ObservableObject {
  @Published var flow: ShelfFlow

  init(flow: ShelfFlow) { self.flow = flow }
}

@main
struct ShelfApp: App {
  @StateObject private var flow = ShelfFlow()

  var body: some Scene {
    WindowGroup { ShelfView(model: ShelfModel(flow: flow)) }
  }
}

struct ShelfView: View {
  @ObservedObject var model: ShelfModel

  var body: some View {
    NavigationStack(path: $model.flow.path) {
      Button("Detail") { model.flow.openDetail() }
        .navigationDestination(for: ShelfStep.self) { step in
          switch step {
          case .detail: ShelfDetail(model: DetailModel(flow: model.flow))
          case .basket: BasketView()
          }
        }
    }
  }
}

final class DetailModel {
  var flow: ShelfFlow

  init(flow: ShelfFlow) { self.flow = flow }
}

struct ShelfDetail: View {
  let model: DetailModel

  var body: some View {
    Button("Basket") { model.flow.path.append(.basket) }
    Button("Back") { model.flow.back() }
  }
}

struct BasketView: View {
  var body: some View { Text("Basket") }
}
