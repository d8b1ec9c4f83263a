import SwiftUI

// View models hold their coordinator as `weak var coordinator: (any Coordinating)?`, a protocol a
// base coordinator and its two subclasses conform to. Each model is created by one coordinator
// (`coordinator: self`, or a view's `coordinator` property): its calls are that coordinator's.
@main
struct TallyApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        GamesTab().tabItem { Label("Games", systemImage: "die.face.5") }
        PlayersTab().tabItem { Label("Players", systemImage: "person.2") }
      }
    }
  }
}

enum Step: Hashable { case detail }

enum Panel: String, Identifiable {
  case add
  var id: String { rawValue }
}

protocol Coordinating: AnyObject {
  func push(_ step: Step)
  func present(_ panel: Panel)
  func pop()
}

class BaseCoordinator: Coordinating, ObservableObject {
  @Published var path = NavigationPath()
  @Published var panel: Panel?
  func push(_ step: Step) { path.append(step) }
  func present(_ panel: Panel) { self.panel = panel }
  func pop() { path.removeLast() }
}

final class GamesCoordinator: BaseCoordinator {
  var listModel: GameList.Model?

  override init() {
    super.init()
    listModel = GameList.Model(coordinator: self)
  }
}

final class PlayersCoordinator: BaseCoordinator {}

struct GamesTab: View {
  @StateObject private var coordinator = GamesCoordinator()

  var body: some View {
    NavigationStack(path: $coordinator.path) {
      GameList(model: coordinator.listModel)
        .navigationDestination(for: Step.self) { _ in
          GameDetail(model: GameDetail.Model(coordinator: coordinator))
        }
    }
    .sheet(item: $coordinator.panel) { _ in AddGame() }
  }
}

struct PlayersTab: View {
  @StateObject private var coordinator = PlayersCoordinator()

  var body: some View {
    NavigationStack(path: $coordinator.path) {
      Text("Players")
    }
  }
}

struct GameList: View {
  final class Model: ObservableObject {
    weak var coordinator: (any Coordinating)?
    init(coordinator: any Coordinating) { self.coordinator = coordinator }
    func open() { coordinator?.push(.detail) }
    func add() { coordinator?.present(.add) }
  }

  let model: Model?

  var body: some View {
    List {
      Button("Chess") { model?.open() }
    }
    .toolbar { Button("Add") { model?.add() } }
  }
}

struct GameDetail: View {
  final class Model: ObservableObject {
    weak var coordinator: (any Coordinating)?
    init(coordinator: any Coordinating) { self.coordinator = coordinator }
    func start() { coordinator?.pop() }
  }

  @StateObject var model: Model

  var body: some View {
    Button("Start") { model.start() }
  }
}

struct AddGame: View {
  var body: some View { Text("Add a game") }
}
