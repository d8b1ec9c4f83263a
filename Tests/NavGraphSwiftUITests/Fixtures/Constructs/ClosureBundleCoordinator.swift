import SwiftUI

// MVVM-C: the coordinator builds each view and gives it a nested struct of closures, which the
// view's controls call.
enum KioskPage: Hashable {
  case menu
  case order(String)
}

final class KioskCoordinator: ObservableObject {
  @Published var path: [KioskPage] = []

  @ViewBuilder
  func view(for page: KioskPage) -> some View {
    switch page {
    case .menu: menuView()
    case .order(let dish): orderView(dish: dish)
    }
  }

  func welcomeView() -> some View {
    WelcomeView(actions: .init(openMenu: { self.path.append(.menu) }))
  }

  private func menuView() -> some View {
    MenuView(
      actions: MenuView.Actions(
        back: { self.path.removeLast() },
        order: { dish in self.path.append(.order(dish)) }
      ))
  }

  private func orderView(dish: String) -> some View {
    OrderView(dish: dish, actions: .init(done: { self.path.removeAll() }))
  }
}

@main
struct KioskApp: App {
  @StateObject private var coordinator = KioskCoordinator()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $coordinator.path) {
        coordinator.welcomeView()
          .navigationDestination(for: KioskPage.self) { page in coordinator.view(for: page) }
      }
    }
  }
}

struct WelcomeView: View {
  struct Actions {
    var openMenu: () -> Void
  }

  var actions: Actions

  var body: some View {
    Button("Menu") { actions.openMenu() }
  }
}

struct MenuView: View {
  struct Actions {
    var back: () -> Void
    var order: (String) -> Void
  }

  var actions: Actions

  var body: some View {
    VStack {
      Button("Back") { actions.back() }
      Button("Tea") { actions.order("tea") }
    }
  }
}

struct OrderView: View {
  struct Actions {
    var done: () -> Void
  }

  let dish: String
  var actions: Actions

  var body: some View {
    Button("Done") { actions.done() }
  }
}
