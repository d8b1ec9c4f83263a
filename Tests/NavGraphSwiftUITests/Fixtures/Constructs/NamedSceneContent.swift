// An App whose scene's content is a method of an object it holds, given by name, building a
// container whose stack takes its root by name: the closure its creator gives.
import SwiftUI

@main
struct KilnApp: App {
  let model = KilnModel()
  let flow: KilnFlow

  init() {
    flow = KilnFlow(model: model)
  }

  var body: some Scene {
    WindowGroup(content: flow.start)
  }
}

final class KilnModel: ObservableObject {
  @Published var path = NavigationPath()
}

enum KilnStep: Hashable {
  case glaze, firing
}

final class KilnFlow {
  let model: KilnModel

  init(model: KilnModel) {
    self.model = model
  }

  @ViewBuilder
  func start() -> some View {
    KilnContainer(model: model) {
      KilnHome()
        .navigationDestination(for: KilnStep.self) { step in
          switch step {
          case .glaze: GlazeView()
          case .firing: FiringView()
          }
        }
    }
  }
}

struct KilnContainer<Content: View>: View {
  @ObservedObject var model: KilnModel
  let content: () -> Content

  var body: some View {
    NavigationStack(path: $model.path, root: content)
  }
}

struct KilnHome: View {
  var body: some View {
    List {
      NavigationLink("Glaze", value: KilnStep.glaze)
      NavigationLink("Firing", value: KilnStep.firing)
    }
  }
}

struct GlazeView: View {
  var body: some View { Text("Glaze") }
}

struct FiringView: View {
  var body: some View { Text("Firing") }
}
