import SwiftUI

// A tab bar drawn by hand whose selection is a shared view model's, written by a method of the
// view that stores its parameter, called by bar items of the app's own whose optional closure
// runs on a tap.

final class PantryModel: ObservableObject {
  static let shared = PantryModel()
  @Published var selectedTab = 0
}

@main
struct PantryApp: App {
  var body: some Scene {
    WindowGroup { PantryShell() }
  }
}

struct PantryShell: View {
  @ObservedObject var model = PantryModel.shared

  func select(_ index: Int) {
    DispatchQueue.main.async {
      withAnimation { model.selectedTab = index }
    }
  }

  var body: some View {
    ZStack {
      if model.selectedTab == 0 {
        PantryShelf()
      } else if model.selectedTab == 1 {
        PantryBasket()
      } else if model.selectedTab == 2 {
        PantryAccount()
      }
      HStack {
        PantryBarItem(title: "Shelf", didPress: { select(0) })
        PantryBarItem(title: "Basket", didPress: { select(1) })
        PantryBarItem(title: "Account", didPress: { select(2) })
      }
    }
  }
}

struct PantryBarItem: View {
  var title: String
  var didPress: (() -> Void)?

  var body: some View {
    Button {
      if let press = didPress {
        press()
      }
    } label: {
      Text(title)
    }
  }
}

struct PantryShelf: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Jar") { PantryJar() }
    }
  }
}

struct PantryJar: View {
  var body: some View { Text("Jar") }
}

struct PantryBasket: View {
  var body: some View { Text("Basket") }
}

struct PantryAccount: View {
  var body: some View { Text("Account") }
}
