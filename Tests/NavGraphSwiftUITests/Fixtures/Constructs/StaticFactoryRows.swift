import SwiftUI

// Settings rows made by a static factory of the row type that hands its action closure on to the
// row's initializer: each call's closure is the action of the row that call makes.

@main
struct TideApp: App {
  var body: some Scene {
    WindowGroup { TideSettings() }
  }
}

struct TideRow: View {
  let title: String
  let action: (() -> Void)?

  var body: some View {
    Button(title) { action?() }
  }
}

extension TideRow {
  static func disclosure(_ title: String, action: @escaping () -> Void) -> TideRow {
    TideRow(title: title, action: action)
  }
}

struct TideSettings: View {
  @State private var showsAccount = false
  @State private var showsTables = false
  @State private var showsCredits = false

  var body: some View {
    List {
      TideRow.disclosure("Account", action: { showsAccount = true })
      TideRow.disclosure("Tide tables") { showsTables = true }
      TideRow.disclosure("Credits", action: { showsCredits = true })
    }
    .sheet(isPresented: $showsAccount) { TideAccount() }
    .sheet(isPresented: $showsTables) { TideTables() }
    .sheet(isPresented: $showsCredits) { TideCredits() }
  }
}

struct TideAccount: View {
  var body: some View { Text("Account") }
}

struct TideTables: View {
  var body: some View { Text("Tables") }
}

struct TideCredits: View {
  var body: some View { Text("Credits") }
}
