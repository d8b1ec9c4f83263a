import ComposableArchitecture
import SwiftUI

// The Composable Architecture before 1.7: `NavigationStackStore` with `CaseLet` destinations, a
// view store observed with `WithViewStore`, a `.sheet(store:state:action:)` over `@PresentationState`,
// and the `Path` and `Destination` reducers declared by hand.
@main
struct ArchiveApp: App {
  var body: some Scene {
    WindowGroup {
      ArchiveView(store: Store(initialState: ArchiveFeature.State()) { ArchiveFeature() })
    }
  }
}

struct ArchiveFeature: Reducer {
  struct Path: Reducer {
    enum State: Equatable {
      case folder(FolderFeature.State)
      case search(SearchFeature.State)
    }
    enum Action: Equatable {
      case folder(FolderFeature.Action)
      case search(SearchFeature.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: /State.folder, action: /Action.folder) { FolderFeature() }
      Scope(state: /State.search, action: /Action.search) { SearchFeature() }
    }
  }

  struct Destination: Reducer {
    enum State: Equatable { case about(AboutFeature.State) }
    enum Action: Equatable { case about(AboutFeature.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: /State.about, action: /Action.about) { AboutFeature() }
    }
  }

  struct State: Equatable {
    var path = StackState<Path.State>()
    @PresentationState var destination: Destination.State?
  }

  enum Action: Equatable {
    case searchTapped
    case aboutTapped
    case path(StackAction<Path.State, Path.Action>)
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .searchTapped:
        state.path.append(.search(SearchFeature.State()))
        return .none
      case .aboutTapped:
        state.destination = .about(AboutFeature.State())
        return .none
      case .path(.element(id: _, action: .search(.closeTapped))):
        state.path.removeLast()
        return .none
      case .path, .destination:
        return .none
      }
    }
    .forEach(\.path, action: /Action.path) { Path() }
    .ifLet(\.$destination, action: /Action.destination) { Destination() }
  }
}

struct ArchiveView: View {
  let store: StoreOf<ArchiveFeature>

  var body: some View {
    NavigationStackStore(self.store.scope(state: \.path, action: { .path($0) })) {
      WithViewStore(self.store, observe: { $0 }) { viewStore in
        List {
          NavigationLink(state: ArchiveFeature.Path.State.folder(FolderFeature.State())) { Text("Inbox") }
          Button("Search") { viewStore.send(.searchTapped) }
        }
        .toolbar {
          Button("About") { viewStore.send(.aboutTapped) }
        }
      }
    } destination: { state in
      switch state {
      case .folder:
        CaseLet(
          /ArchiveFeature.Path.State.folder, action: ArchiveFeature.Path.Action.folder,
          then: FolderView.init(store:))
      case .search:
        CaseLet(/ArchiveFeature.Path.State.search, action: ArchiveFeature.Path.Action.search) { store in
          SearchView(store: store)
        }
      }
    }
    .sheet(
      store: self.store.scope(state: \.$destination, action: { .destination($0) }),
      state: /ArchiveFeature.Destination.State.about, action: ArchiveFeature.Destination.Action.about
    ) { store in
      AboutView(store: store)
    }
  }
}

struct FolderFeature: Reducer {
  struct State: Equatable {}
  enum Action: Equatable {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct FolderView: View {
  let store: StoreOf<FolderFeature>
  var body: some View { Text("Folder") }
}

struct SearchFeature: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case closeTapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct SearchView: View {
  let store: StoreOf<SearchFeature>
  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      Button("Close") { viewStore.send(.closeTapped) }
    }
  }
}

struct AboutFeature: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case doneTapped }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .doneTapped:
        return .run { _ in await self.dismiss() }
      }
    }
  }
}

struct AboutView: View {
  let store: StoreOf<AboutFeature>
  var body: some View {
    Button("Done") { store.send(.doneTapped) }
  }
}
