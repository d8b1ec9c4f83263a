import SwiftUI

// Pages pushed to say what will be there, written with SwiftUI's empty state: placeholders, no
// screens. One with actions of its own is a page.
struct LedgerReports: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Tasks") { LedgerTasks() }
        NavigationLink("Forecasts") {
          ContentUnavailableView(
            "Forecasts", systemImage: "hammer", description: Text("Coming soon."))
        }
        NavigationLink("Audits") {
          ContentUnavailableView {
            Label("Audits", systemImage: "doc")
          } description: {
            Text("None yet.")
          } actions: {
            NavigationLink("Start one") { LedgerAudit() }
          }
        }
      }
    }
  }
}

struct LedgerTasks: View {
  var body: some View { List { Text("Task") } }
}

struct LedgerAudit: View {
  var body: some View { Text("Audit") }
}
