import SwiftUI

// A nav bar component with its own `@State private var path = NavigationPath()` that no stack binds
// (the app's stacks take no path): its "Back" button's `path.removeLast()` moves nothing. The
// coordinator's path beside it, changed by the shelf's "Top" button, keeps being read as the stack's.
@main
struct QuillApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        QuillShelf()
      }
    }
  }
}

final class QuillCoordinator: ObservableObject {
  @Published var path = NavigationPath()

  func top() { path.removeLast(path.count) }
}

struct QuillBar: View {
  var title: String
  @State private var path = NavigationPath()

  var body: some View {
    HStack {
      Button("Back") {
        if !path.isEmpty {
          path.removeLast()
        }
      }
      Text(title)
    }
  }
}

struct QuillShelf: View {
  @StateObject private var coordinator = QuillCoordinator()

  var body: some View {
    VStack {
      QuillBar(title: "Shelf")
      NavigationLink("Open") { QuillPage() }
      Button("Top") { coordinator.top() }
    }
  }
}

struct QuillPage: View {
  var body: some View {
    QuillBar(title: "Page")
  }
}
