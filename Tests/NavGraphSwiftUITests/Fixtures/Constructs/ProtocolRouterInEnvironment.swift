import SwiftUI

// A router typed by a protocol two classes conform to (the app's and a preview's), handed down
// through a custom environment key: the object the root view sets the value to is the router.

@main
struct InboxApp: App {
  var body: some Scene {
    WindowGroup { InboxView() }
  }
}

enum InboxRoute: Hashable { case chat }

protocol InboxNavigationProtocol: AnyObject {
  func push(_ route: InboxRoute)
  func goBack()
}

final class InboxRouter: InboxNavigationProtocol, ObservableObject {
  @Published var path: [InboxRoute] = []
  func push(_ route: InboxRoute) { path.append(route) }
  func goBack() { path.removeLast() }
}

final class PreviewRouter: InboxNavigationProtocol {
  func push(_ route: InboxRoute) {}
  func goBack() {}
}

private struct InboxRouterKey: EnvironmentKey {
  static let defaultValue: any InboxNavigationProtocol = PreviewRouter()
}

extension EnvironmentValues {
  var inboxRouter: any InboxNavigationProtocol {
    get { self[InboxRouterKey.self] }
    set { self[InboxRouterKey.self] = newValue }
  }
}

struct InboxView: View {
  @StateObject private var router = InboxRouter()
  var body: some View {
    NavigationStack(path: $router.path) {
      InboxList()
        .navigationDestination(for: InboxRoute.self) { route in
          switch route {
          case .chat: ChatView()
          }
        }
    }
    .environment(\.inboxRouter, router)
  }
}

struct InboxList: View {
  @Environment(\.inboxRouter) private var router
  var body: some View {
    Button("Chat") { router.push(.chat) }
  }
}

struct ChatView: View {
  @Environment(\.inboxRouter) private var router
  var body: some View {
    Button("Back") { router.goBack() }
  }
}
