// Menu entries holding their actions (`struct ShelfEntry { let title: String; let run: () -> Void }`),
// listed by a computed property (one entry's action given as a trailing closure) and shown by a row
// component running `entry.run` on a tap.
import SwiftUI

@main
struct ShelfApp: App {
  @StateObject private var nav = ShelfNav()
  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $nav.path) {
        ShelfTab()
          .navigationDestination(for: ShelfRoute.self) { route in
            switch route {
            case .history: ShelfHistory()
            case .policy: ShelfPolicy()
            }
          }
      }
      .environmentObject(nav)
    }
  }
}

enum ShelfRoute: Hashable { case history, policy }

final class ShelfNav: ObservableObject {
  @Published var path = NavigationPath()
  func push(_ route: ShelfRoute) { path.append(route) }
}

struct ShelfEntry: Identifiable {
  let id = UUID()
  let title: String
  let run: () -> Void
}

struct ShelfTab: View {
  @EnvironmentObject var nav: ShelfNav

  var entries: [ShelfEntry] {
    [
      ShelfEntry(title: "History") { nav.push(.history) },
      ShelfEntry(title: "Help") { print("help") },
      ShelfEntry(title: "Policy", run: { nav.push(.policy) }),
    ]
  }

  var body: some View {
    VStack {
      ForEach(entries) { entry in
        ShelfRow(entry: entry)
      }
    }
  }
}

struct ShelfRow: View {
  let entry: ShelfEntry
  var body: some View {
    Button(action: entry.run) { Text(entry.title) }
  }
}

struct ShelfHistory: View {
  var body: some View { Text("History") }
}

struct ShelfPolicy: View {
  var body: some View { Text("Policy") }
}
