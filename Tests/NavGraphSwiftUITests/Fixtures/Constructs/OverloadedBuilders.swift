import SwiftUI

// A coordinator with two view builders overloaded on one name, `build(_ page: QuillPage)` and
// `build(_ modal: QuillModal)`: each call builds with the overload whose parameter type is the
// argument's (the enum an implicit case belongs to, or the presented item's type).

enum QuillPage: Hashable {
  case home
  case notes
}

enum QuillModal: String, Identifiable {
  case info
  case archive

  var id: String { rawValue }
}

final class QuillCoordinator: ObservableObject {
  @Published var path = NavigationPath()
  @Published var modal: QuillModal?

  func push(_ page: QuillPage) {
    path.append(page)
  }

  func present(_ modal: QuillModal) {
    self.modal = modal
  }

  func dismissModal() {
    modal = nil
  }

  @ViewBuilder
  func build(_ page: QuillPage) -> some View {
    switch page {
    case .home: QuillHome()
    case .notes: QuillNotes()
    }
  }

  @ViewBuilder
  func build(_ modal: QuillModal) -> some View {
    switch modal {
    case .info: QuillInfo()
    case .archive: QuillArchive()
    }
  }
}

@main
struct QuillApp: App {
  var body: some Scene {
    WindowGroup { QuillRoot() }
  }
}

struct QuillRoot: View {
  @StateObject private var coordinator = QuillCoordinator()

  var body: some View {
    NavigationStack(path: $coordinator.path) {
      coordinator.build(.home)
        .navigationDestination(for: QuillPage.self) { page in
          coordinator.build(page)
        }
        .sheet(item: $coordinator.modal) { modal in
          coordinator.build(modal)
        }
    }
    .environmentObject(coordinator)
  }
}

struct QuillHome: View {
  @EnvironmentObject var coordinator: QuillCoordinator

  var body: some View {
    VStack {
      Button("Notes") { coordinator.push(.notes) }
      Button("Info") { coordinator.present(.info) }
    }
  }
}

struct QuillNotes: View {
  @EnvironmentObject var coordinator: QuillCoordinator

  var body: some View {
    Button("Archive") { coordinator.present(.archive) }
  }
}

struct QuillInfo: View {
  var body: some View {
    Text("Quill")
  }
}

struct QuillArchive: View {
  @EnvironmentObject var coordinator: QuillCoordinator

  var body: some View {
    Button("Close") { coordinator.dismissModal() }
  }
}
