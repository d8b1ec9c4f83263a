import SwiftUI

// A stack's root laid out by a view of a package the files read do not declare, between spacers,
// given an action as its trailing closure and the host's content, with no link, as a later one:
// `PullRefresh(refreshing: $busy) { reload() } content: { VStack { ... } }`. The host is the screen.

@main
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup { LedgerView() }
  }
}

struct LedgerView: View {
  @State private var refreshing = false
  @State private var rows = ["a", "b"]

  var body: some View {
    NavigationView {
      ZStack {
        VStack {
          Spacer(minLength: 100)
          PullRefresh(refreshing: $refreshing) {
            rows.append("c")
          } content: {
            VStack {
              ForEach(rows, id: \.self) { Text($0) }
            }
          }
          Spacer()
        }
      }
    }
  }
}
