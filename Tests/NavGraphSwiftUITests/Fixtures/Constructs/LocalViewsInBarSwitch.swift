import SwiftUI

// A tab bar drawn by hand whose switch shows views held in locals of the body (`let harbor =
// HarborView()`, then `case .harbor: harbor`), the bar's buttons a control of the app's own given
// the action.

@main
struct BerthApp: App {
  var body: some Scene {
    WindowGroup { BerthShell() }
  }
}

enum BerthPane { case harbor, deck }

struct BerthShell: View {
  @State private var pane = BerthPane.harbor

  var body: some View {
    let harbor = HarborView()
    let deck = DeckView()
    VStack {
      ZStack {
        switch pane {
        case .harbor: harbor
        case .deck: deck
        }
      }
      HStack {
        BerthBarButton(title: "Harbor") { pane = .harbor }
        BerthBarButton(title: "Deck") { pane = .deck }
      }
    }
  }
}

struct BerthBarButton: View {
  let title: String
  let action: () -> Void
  var body: some View { Button(title, action: action) }
}

struct HarborView: View {
  var body: some View {
    NavigationView {
      NavigationLink("Cargo", destination: CargoView())
    }
  }
}

struct DeckView: View {
  var body: some View { NavigationView { Text("Deck") } }
}

struct CargoView: View {
  var body: some View { Text("Cargo") }
}
