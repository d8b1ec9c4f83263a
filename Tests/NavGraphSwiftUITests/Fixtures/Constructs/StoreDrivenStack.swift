import ComposableArchitecture
import SwiftUI

// The Composable Architecture: a stack over a store's path whose `destination:` closure switches on
// `store.case`, a `NavigationLink(state:)` pushing an element of the path, a push a reducer makes
// (`state.path.append(.settings(...))` on `store.send(.settingsTapped)`) and a sheet over a store's
// scope, which reducers present, and a view action (`send(.cancelTapped)` in a `@ViewAction` view).

@main
struct LedgerApp: App {
  static let store = Store(initialState: LedgerFeature.State()) { LedgerFeature() }
  var body: some Scene {
    WindowGroup { LedgerView(store: LedgerApp.store) }
  }
}

@Reducer
struct LedgerFeature {
  @Reducer
  enum Path {
    case entry(EntryFeature)
    case settings(SettingsFeature)
  }

  @ObservableState
  struct State {
    var path = StackState<Path.State>()
    var list = EntryListFeature.State()
  }

  enum Action {
    case path(StackActionOf<Path>)
    case list(EntryListFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.list, action: \.list) { EntryListFeature() }
    Reduce { state, action in
      switch action {
      case .list(.settingsTapped):
        state.path.append(.settings(SettingsFeature.State()))
        return .none
      case .path(.element(id: _, action: .entry(.doneTapped))):
        state.path.removeAll()
        return .none
      case .list, .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

struct LedgerView: View {
  @Bindable var store: StoreOf<LedgerFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      EntryListView(store: store.scope(state: \.list, action: \.list))
    } destination: { store in
      switch store.case {
      case .entry(let store): EntryView(store: store)
      case .settings(let store): SettingsView(store: store)
      }
    }
  }
}

@Reducer
struct EntryListFeature {
  @ObservableState
  struct State {}
  enum Action { case settingsTapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct EntryListView: View {
  let store: StoreOf<EntryListFeature>
  var body: some View {
    List {
      NavigationLink(state: LedgerFeature.Path.State.entry(EntryFeature.State())) { Text("Entry") }
      Button("Settings") { store.send(.settingsTapped) }
    }
  }
}

@Reducer
struct EntryFeature {
  @ObservableState
  struct State {}
  enum Action { case closeTapped, doneTapped }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeTapped:
        return .run { _ in await dismiss() }
      case .doneTapped:
        return .none
      }
    }
  }
}

struct EntryView: View {
  let store: Store<EntryFeature.State, EntryFeature.Action>
  var body: some View {
    VStack {
      Button("Close") { store.send(.closeTapped) }
      Button("Done") { store.send(.doneTapped) }
    }
  }
}

@Reducer
struct SettingsFeature {
  @Reducer
  enum Destination {
    case add(AddFeature)
  }

  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
  }

  enum Action {
    case addTapped
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.destination = .add(AddFeature.State())
        return .none
      case .destination(.presented(.add(.saveTapped))):
        state.destination = nil
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

struct SettingsView: View {
  @Bindable var store: StoreOf<SettingsFeature>
  var body: some View {
    Button("Add") { store.send(.addTapped) }
      .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { store in
        AddView(store: store)
      }
  }
}

@Reducer
struct AddFeature {
  @ObservableState
  struct State {}
  enum Action: ViewAction {
    case saveTapped
    case view(View)
    enum View { case cancelTapped }
  }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.cancelTapped):
        return .run { _ in await dismiss() }
      case .saveTapped:
        return .none
      }
    }
  }
}

@ViewAction(for: AddFeature.self)
struct AddView: View {
  let store: StoreOf<AddFeature>
  var body: some View {
    VStack {
      Button("Save") { store.send(.saveTapped) }
      Button("Cancel") { send(.cancelTapped) }
    }
  }
}
