import SwiftUI

// A link hidden in a `List` row to drop its chevron: the row is the link, tapped; outside a
// list, a hidden link with no state is never tapped.
@main
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup { LedgerList() }
  }
}

struct LedgerList: View {
  let accounts = ["cash", "bank"]

  var body: some View {
    NavigationView {
      VStack {
        List(accounts, id: \.self) { account in
          ZStack {
            NavigationLink(destination: AccountPage(name: account)) {
              EmptyView()
            }
            .hidden()
            Text(account)
          }
        }
        NavigationLink(destination: AuditPage()) { EmptyView() }.hidden()
      }
    }
  }
}

struct AccountPage: View {
  let name: String
  var body: some View { Text(name) }
}

struct AuditPage: View {
  var body: some View { Text("Audit") }
}
