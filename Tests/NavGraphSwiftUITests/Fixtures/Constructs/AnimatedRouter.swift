import SwiftUI

// A router whose methods make their change inside `withAnimation` or `withTransaction`, in the
// branches of an `if` on a parameter, with a completion closure, or with a transaction built first.

enum Dock: Hashable, Identifiable {
  case pier, crane, buoy

  var id: Self { self }
}

@Observable
final class DockRouter {
  var path: [Dock] = []
  var sheet: Dock?

  func open(_ dock: Dock, animated: Bool = true) {
    if animated {
      withAnimation(.easeInOut(duration: 0.3)) { path.append(dock) }
    } else {
      var transaction = Transaction()
      transaction.disablesAnimations = true
      withTransaction(transaction) { path.append(dock) }
    }
  }

  func show(_ dock: Dock) {
    withTransaction(\.disablesAnimations, true) { sheet = dock }
  }

  func close() {
    withAnimation {
      path.removeLast()
    } completion: {
      print("closed")
    }
  }
}

@main
struct DockApp: App {
  @State private var router = DockRouter()

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $router.path) {
        QuayView()
          .navigationDestination(for: Dock.self) { dock in
            switch dock {
            case .pier: PierView()
            case .crane: CraneView()
            case .buoy: BuoyView()
            }
          }
          .sheet(item: $router.sheet) { _ in BuoyView() }
      }
      .environment(router)
    }
  }
}

struct QuayView: View {
  @Environment(DockRouter.self) private var router

  var body: some View {
    Button("Pier") { router.open(.pier) }
    Button("Crane") { router.open(.crane, animated: false) }
    Button("Buoy") { router.show(.buoy) }
  }
}

struct PierView: View {
  @Environment(DockRouter.self) private var router

  var body: some View {
    Button("Back") { router.close() }
  }
}

struct CraneView: View {
  var body: some View { Text("Crane") }
}

struct BuoyView: View {
  var body: some View { Text("Buoy") }
}
