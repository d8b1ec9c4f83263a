import SwiftUI

// A card shown over the whole app while a view model's flag is set: a screen sets the flag, and
// the card's own button (a control of the app's, given the closure) clears it through its binding.
// The coordinator's destination switch shows the root's view for two cases nothing pushes.

enum GalleyPage: Hashable {
  case menu, dish, basket
}

final class GalleyCoordinator: ObservableObject {
  @Published var path = NavigationPath()

  func push(_ page: GalleyPage) { path.append(page) }

  @ViewBuilder
  func build(_ page: GalleyPage) -> some View {
    switch page {
    case .menu: GalleyMenu()
    case .dish: GalleyDish()
    case .basket: GalleyMenu()
    }
  }
}

final class GalleyMenuModel: ObservableObject {
  @Published var showCard = false
}

@main
struct GalleyApp: App {
  var body: some Scene {
    WindowGroup { GalleyHost() }
  }
}

struct GalleyHost: View {
  @StateObject private var coordinator = GalleyCoordinator()
  @StateObject private var menuModel = GalleyMenuModel()

  var body: some View {
    ZStack {
      NavigationStack(path: $coordinator.path) {
        coordinator.build(.menu)
          .navigationDestination(for: GalleyPage.self) { coordinator.build($0) }
      }
      if menuModel.showCard {
        Color.black.opacity(0.4).ignoresSafeArea()
        GalleyCard(showCard: $menuModel.showCard)
      }
    }
    .environmentObject(coordinator)
    .environmentObject(menuModel)
  }
}

struct GalleyMenu: View {
  @EnvironmentObject var coordinator: GalleyCoordinator

  var body: some View {
    Button("Dish") { coordinator.push(.dish) }
  }
}

struct GalleyDish: View {
  @EnvironmentObject var menuModel: GalleyMenuModel

  var body: some View {
    Button("Card") { menuModel.showCard = true }
  }
}

struct GalleyCard: View {
  @Binding var showCard: Bool

  var body: some View {
    GalleyButton(title: "Close") { showCard = false }
  }
}

struct GalleyButton: View {
  let title: String
  let action: () -> Void

  var body: some View {
    Button(title, action: action)
  }
}
