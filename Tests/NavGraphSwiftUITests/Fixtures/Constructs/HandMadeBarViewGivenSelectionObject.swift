import SwiftUI

// A tab bar drawn by hand in a view of its own that is given the object holding the selection
// (not a binding): its buttons store `router.page`. The ledger's "Add" stores a case too.
enum CovePage { case home, log }

final class CoveRouter: ObservableObject {
  @Published var page: CovePage = .home
}

@main
struct CoveApp: App {
  var body: some Scene { WindowGroup { CoveShell() } }
}

struct CoveShell: View {
  @StateObject private var router = CoveRouter()

  var body: some View {
    VStack(spacing: 0) {
      switch router.page {
      case .home: CoveHome(router: router)
      case .log: CoveLog()
      }
      CoveBar(router: router)
    }
  }
}

struct CoveBar: View {
  @ObservedObject var router: CoveRouter

  var body: some View {
    HStack {
      Button("Home") { router.page = .home }
      Button("Log") { router.page = .log }
    }
  }
}

struct CoveHome: View {
  @ObservedObject var router: CoveRouter
  var body: some View { Button("Add") { router.page = .log } }
}

struct CoveLog: View {
  var body: some View { Text("Log") }
}
