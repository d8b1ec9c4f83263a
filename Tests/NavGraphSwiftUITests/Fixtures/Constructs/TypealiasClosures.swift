import SwiftUI

typealias TapHandler = () -> Void

enum LogRoute: Hashable {
  case entry
  case settings
}

@Observable
final class LogRouter {
  var path: [LogRoute] = []

  func show(_ route: LogRoute) { path.append(route) }
  func back() { path.removeLast() }
}

@main
struct LogbookApp: App {
  @State private var router = LogRouter()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $router.path) {
        LogListView()
          .navigationDestination(for: LogRoute.self) { route in
            switch route {
            case .entry: LogEntryView()
            case .settings: LogSettingsView()
            }
          }
      }
      .environment(router)
    }
  }
}

struct LogRowView: View {
  let title: String
  let onRowTap: TapHandler

  var body: some View {
    Text(title)
      .onTapGesture { onRowTap() }
  }
}

struct LogListView: View {
  @Environment(LogRouter.self) private var router

  var body: some View {
    List {
      LogRowView(title: "Today") {
        router.show(.entry)
      }
    }
  }
}

struct LogEntryView: View {
  @Environment(LogRouter.self) private var router

  var body: some View {
    Text("Entry")
      .returnButton {
        router.back()
      }
  }
}

struct LogSettingsView: View {
  var body: some View { Text("Settings") }
}

struct ReturnButtonModifier: ViewModifier {
  let action: TapHandler

  init(action: @escaping TapHandler) {
    self.action = action
  }

  func body(content: Content) -> some View {
    content
      .navigationBarBackButtonHidden()
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          Button("Back", action: action)
        }
      }
  }
}

extension View {
  func returnButton(action: @escaping TapHandler) -> some View {
    modifier(ReturnButtonModifier(action: action))
  }
}
