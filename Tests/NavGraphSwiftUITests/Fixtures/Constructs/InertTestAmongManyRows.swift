import SwiftUI

// A row component whose button runs its optional action and then tests it, `action?(); if action
// != nil { print(...) }`, created twenty times on one screen: the test's branches do nothing, so
// it splits no action into paths, and the rows that open sheets, last on the screen,
// are read within the limit of 32 paths an action may have.

@main
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup { LedgerSettings() }
  }
}

struct LedgerSettings: View {
  @State private var total = 0
  @State private var exporting = false
  @State private var auditing = false

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack {
          LedgerRow(title: "Entry 1", action: { total += 1 })
          LedgerRow(title: "Entry 2", action: { total += 2 })
          LedgerRow(title: "Entry 3", action: { total += 3 })
          LedgerRow(title: "Entry 4", action: { total += 4 })
          LedgerRow(title: "Entry 5", action: { total += 5 })
          LedgerRow(title: "Entry 6", action: { total += 6 })
          LedgerRow(title: "Entry 7", action: { total += 7 })
          LedgerRow(title: "Entry 8", action: { total += 8 })
          LedgerRow(title: "Entry 9", action: { total += 9 })
          LedgerRow(title: "Entry 10", action: { total += 10 })
          LedgerRow(title: "Entry 11", action: { total += 11 })
          LedgerRow(title: "Entry 12", action: { total += 12 })
          LedgerRow(title: "Entry 13", action: { total += 13 })
          LedgerRow(title: "Entry 14", action: { total += 14 })
          LedgerRow(title: "Entry 15", action: { total += 15 })
          LedgerRow(title: "Entry 16", action: { total += 16 })
          LedgerRow(title: "Entry 17", action: { total += 17 })
          LedgerRow(title: "Entry 18", action: { total += 18 })
          LedgerRow(title: "Export", action: { exporting = true })
          LedgerRow(title: "Audit", action: { auditing = true })
        }
      }
    }
    .sheet(isPresented: $exporting) { ExportSheet() }
    .sheet(isPresented: $auditing) { AuditSheet() }
  }
}

struct LedgerRow: View {
  let title: String
  var action: (() -> Void)? = nil

  var body: some View {
    Button {
      action?()
      if action != nil { print("tapped \(title)") }
    } label: {
      Text(title)
    }
  }
}

struct ExportSheet: View {
  var body: some View { Text("Export") }
}

struct AuditSheet: View {
  var body: some View { Text("Audit") }
}
