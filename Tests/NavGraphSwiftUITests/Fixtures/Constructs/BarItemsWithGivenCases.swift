import SwiftUI

// A tab bar drawn by hand whose items are one view made once per tab, each given the case it
// selects (`DeckIcon(router: router, deck: .bow)`) and writing it on a tap behind a test that
// skips writing the case shown already (`if router.deck != deck { router.deck = deck }`).
enum Deck { case bow, stern }

final class DeckRouter: ObservableObject {
  @Published var deck: Deck = .bow
}

@main
struct FerryDeckApp: App {
  @StateObject private var router = DeckRouter()

  var body: some Scene {
    WindowGroup { DeckShell(router: router) }
  }
}

struct DeckShell: View {
  @ObservedObject var router: DeckRouter

  var body: some View {
    NavigationStack {
      VStack {
        switch router.deck {
        case .bow: BowView()
        case .stern: SternView()
        }
        HStack {
          DeckIcon(router: router, deck: .bow, title: "Bow")
          DeckIcon(router: router, deck: .stern, title: "Stern")
        }
      }
    }
  }
}

struct DeckIcon: View {
  @ObservedObject var router: DeckRouter
  let deck: Deck
  let title: String

  var body: some View {
    Text(title).onTapGesture {
      if router.deck != deck {
        router.deck = deck
      }
    }
  }
}

struct BowView: View {
  var body: some View {
    NavigationLink("Anchor") { AnchorView() }
  }
}

struct AnchorView: View {
  var body: some View { Text("Anchor") }
}

struct SternView: View {
  var body: some View { Text("Stern") }
}
