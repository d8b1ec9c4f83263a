import SwiftUI

// A tab bar pushed over a root that switches on state, and the state set in the same action: the
// switch happens under the tab bar.

@main
struct FerryApp: App {
  @StateObject private var router = FerryRouter()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $router.path) {
        PierView()
          .navigationDestination(for: FerryRouter.Stop.self) { stop in
            switch stop {
            case .deck: DeckTabs()
            }
          }
      }
      .environmentObject(router)
    }
  }
}

final class FerryRouter: ObservableObject {
  enum Stop: Hashable {
    case deck
  }

  @Published var path: [Stop] = []
}

struct PierView: View {
  @State private var boarded = false

  var body: some View {
    if boarded {
      TicketView()
    } else {
      BoardingView(boarded: $boarded)
    }
  }
}

struct BoardingView: View {
  @EnvironmentObject var router: FerryRouter
  @Binding var boarded: Bool

  var body: some View {
    Button("Board") {
      router.path.append(.deck)
      boarded = true
    }
  }
}

struct TicketView: View {
  var body: some View { Text("Ticket") }
}

struct DeckTabs: View {
  var body: some View {
    TabView {
      CabinsView().tabItem { Text("Cabins") }
      GalleyView().tabItem { Text("Galley") }
    }
  }
}

struct CabinsView: View {
  var body: some View { Text("Cabins") }
}

struct GalleyView: View {
  var body: some View { Text("Galley") }
}
