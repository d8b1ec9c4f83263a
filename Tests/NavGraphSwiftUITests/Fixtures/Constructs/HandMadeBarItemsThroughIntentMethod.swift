import SwiftUI

// A tab bar drawn by hand whose items send an intent to the object holding the selection, and
// the object's method stores the intent's payload (`case .go(let target): page = target`). The
// log's "Back" sends the same intent.
enum ReefPage { case home, log }

enum ReefIntent {
  case go(ReefPage)
  case refresh
}

final class ReefRouter: ObservableObject {
  @Published var page: ReefPage = .home

  func send(intent: ReefIntent) {
    switch intent {
    case .go(let target): page = target
    case .refresh: break
    }
  }
}

@main
struct ReefApp: App {
  var body: some Scene { WindowGroup { ReefShell() } }
}

struct ReefShell: View {
  @StateObject private var router = ReefRouter()

  var body: some View {
    VStack(spacing: 0) {
      switch router.page {
      case .home: ReefHome()
      case .log: ReefLog(router: router)
      }
      HStack {
        Button("Home") { router.send(intent: .go(.home)) }
        Button("Log") { router.send(intent: .go(.log)) }
        Button("Refresh") { router.send(intent: .refresh) }
      }
    }
  }
}

struct ReefHome: View {
  var body: some View { Text("Home") }
}

struct ReefLog: View {
  @ObservedObject var router: ReefRouter
  var body: some View { Button("Back") { router.send(intent: .go(.home)) } }
}
