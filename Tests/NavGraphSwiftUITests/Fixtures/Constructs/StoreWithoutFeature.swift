import ComposableArchitecture
import SwiftUI

// Stores of features the files read do not declare (the reducers live in another module): the
// stack's destinations are still screens, and what the reader cannot follow is reported.
@main
struct KioskApp: App {
  var body: some Scene {
    WindowGroup { KioskView(store: Store(initialState: KioskFeature.State()) { KioskFeature() }) }
  }
}

struct KioskView: View {
  @Bindable var store: StoreOf<KioskFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      Button("Help") { store.send(.helpTapped) }
        .sheet(item: $store.scope(state: \.destination?.help, action: \.destination.help)) { store in
          HelpView(store: store)
        }
    } destination: { store in
      switch store.case {
      case .ticket(let store): TicketView(store: store)
      }
    }
  }
}

struct HelpView: View {
  let store: StoreOf<HelpFeature>
  var body: some View { Text("Help") }
}

struct TicketView: View {
  let store: StoreOf<TicketFeature>
  var body: some View { Text("Ticket") }
}
