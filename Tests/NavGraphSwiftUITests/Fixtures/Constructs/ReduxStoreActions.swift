import SwiftUI

// A hand-written Redux store: views dispatch actions, a reducer function stores them in the state
// the sheet's and the tab bar's bindings read, whose setters dispatch too.
enum QuayTab: Hashable { case berths, manifest }

enum QuayAction {
  case select(QuayTab)
  case showPermit
  case hidePermit
}

struct QuayState: Equatable {
  var tab: QuayTab = .berths
  var showsPermit = false
}

func quayReducer(_ state: QuayState, _ action: QuayAction) -> QuayState {
  var next = state
  switch action {
  case .select(let tab): next.tab = tab
  case .showPermit: next.showsPermit = true
  case .hidePermit: next.showsPermit = false
  }
  return next
}

final class QuayStore: ObservableObject {
  @Published private(set) var state = QuayState()
  func dispatch(_ action: QuayAction) { state = quayReducer(state, action) }
}

@main
struct QuayApp: App {
  @StateObject private var store = QuayStore()
  var body: some Scene {
    WindowGroup { QuayTabs(store: store) }
  }
}

struct QuayTabs: View {
  @ObservedObject var store: QuayStore

  var body: some View {
    TabView(selection: Binding(get: { store.state.tab }, set: { store.dispatch(.select($0)) })) {
      Berths(store: store).tabItem { Text("Berths") }.tag(QuayTab.berths)
      Manifest(store: store).tabItem { Text("Manifest") }.tag(QuayTab.manifest)
    }
    .sheet(
      isPresented: Binding(get: { store.state.showsPermit }, set: { _ in store.dispatch(.hidePermit) })
    ) { Permit() }
  }
}

struct Berths: View {
  @ObservedObject var store: QuayStore
  var body: some View { Button("Permit") { store.dispatch(.showPermit) } }
}

struct Manifest: View {
  @ObservedObject var store: QuayStore
  var body: some View { Button("Back to berths") { store.dispatch(.select(.berths)) } }
}

struct Permit: View {
  var body: some View { Text("Permit") }
}
