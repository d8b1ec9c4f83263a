import SwiftUI

// MVVM-C: a Hashable class holding the case it shows and a binding to the path; its `view()`
// creates each view with closures that push further instances or pop.
@main
struct TravelApp: App {
  @StateObject private var flows = FlowStore()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $flows.path) {
        HomeHost()
          .navigationDestination(for: Flow.self) { flow in
            flow.view()
          }
      }
      .environmentObject(flows)
    }
  }
}

final class FlowStore: ObservableObject {
  @Published var path = NavigationPath()
}

enum Step {
  case home
  case search
  case booking(String)
}

final class Flow: Hashable {
  @Binding var path: NavigationPath
  private let id = UUID()
  private let step: Step

  init(step: Step, path: Binding<NavigationPath>) {
    self.step = step
    self._path = path
  }

  func hash(into hasher: inout Hasher) { hasher.combine(id) }
  static func == (a: Flow, b: Flow) -> Bool { a.id == b.id }

  @ViewBuilder
  func view() -> some View {
    switch step {
    case .home:
      HomeView(onSearch: { self.path.append(Flow(step: .search, path: self.$path)) })
    case .search:
      SearchView(
        onBook: { code in self.path.append(Flow(step: .booking(code), path: self.$path)) },
        onBack: { self.path.removeLast() })
    case .booking(let code):
      BookingView(code: code, onDone: { self.path.removeLast() })
    }
  }
}

struct HomeHost: View {
  @EnvironmentObject var flows: FlowStore
  var body: some View {
    Flow(step: .home, path: $flows.path).view()
  }
}

struct HomeView: View {
  var onSearch: () -> Void
  var body: some View { Button("Search") { onSearch() } }
}

struct SearchView: View {
  var onBook: (String) -> Void
  var onBack: () -> Void
  var body: some View {
    VStack {
      Button("Book") { onBook("X1") }
      Button("Back") { onBack() }
    }
  }
}

struct BookingView: View {
  let code: String
  var onDone: () -> Void
  var body: some View { Button("Done") { onDone() } }
}
