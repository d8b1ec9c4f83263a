import ComposableArchitecture
import SwiftUI

// The Composable Architecture: an action a reducer sends back (`return .send(.delegate(.wantsOut))`),
// handled by the parent; a case testing the action's payload (`.scanned(.success(let code))`); a
// modal state set with its feature's initializer (`state.help = HelpFeature.State()`); and an alert
// action of another feature with the same name as a view's, which that view's send does not run.
@main
struct DepotApp: App {
  static let store = Store(initialState: DepotFeature.State()) { DepotFeature() }
  var body: some Scene {
    WindowGroup { DepotView(store: DepotApp.store) }
  }
}

@Reducer
struct DepotFeature {
  @Reducer
  enum Path {
    case crate(CrateFeature)
  }

  @Reducer
  enum Destination {
    case alert(AlertState<Alert>)
  }

  enum Alert { case closeTapped }

  @ObservableState
  struct State {
    var path = StackState<Path.State>()
    @Presents var help: HelpFeature.State?
    @Presents var destination: Destination.State?
  }

  enum Action {
    case scanned(Result<String, Error>)
    case helpTapped
    case path(StackActionOf<Path>)
    case help(PresentationAction<HelpFeature.Action>)
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .scanned(.success):
        state.path.append(.crate(CrateFeature.State()))
        return .none
      case .scanned(.failure):
        return .none
      case .helpTapped:
        state.help = HelpFeature.State()
        return .none
      case .path(.element(id: _, action: .crate(.delegate(.wantsOut)))):
        state.path.removeLast()
        return .none
      case .destination(.presented(.alert(.closeTapped))):
        state.path.removeAll()
        return .none
      case .path, .help, .destination:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
    .ifLet(\.$help, action: \.help) { HelpFeature() }
  }
}

struct DepotView: View {
  @Bindable var store: StoreOf<DepotFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        Button("Scan") { store.send(.scanned(.success("A1"))) }
        Button("Help") { store.send(.helpTapped) }
      }
      .sheet(item: $store.scope(state: \.help, action: \.help)) { store in HelpView(store: store) }
    } destination: { store in
      switch store.case {
      case .crate(let store): CrateView(store: store)
      }
    }
  }
}

@Reducer
struct CrateFeature {
  @ObservableState
  struct State {}
  enum Action {
    case closeTapped
    case delegate(Delegate)
    enum Delegate { case wantsOut }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeTapped:
        return .send(.delegate(.wantsOut))
      case .delegate:
        return .none
      }
    }
  }
}

struct CrateView: View {
  let store: StoreOf<CrateFeature>
  var body: some View { Button("Close") { store.send(.closeTapped) } }
}

@Reducer
struct HelpFeature {
  @ObservableState
  struct State {}
  enum Action {}
}

struct HelpView: View {
  let store: StoreOf<HelpFeature>
  var body: some View { Text("Help") }
}
