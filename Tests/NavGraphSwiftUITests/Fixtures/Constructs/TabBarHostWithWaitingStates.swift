import SwiftUI

// A tab bar whose host shows it only once a clerk is loaded and has a module to show: a spinner
// while the clerk loads, a "no modules" message otherwise. The tab bar is the app's (the branch a
// user works in), the other branches are states of the same view, not a screen holding a TabView.
struct Clerk {
  let name: String
  let roles: [String]
}

final class LedgerStore: ObservableObject {
  @Published var clerk: Clerk?

  func signIn() { clerk = Clerk(name: "Ada", roles: ["books"]) }

  func signOut() { clerk = nil }
}

@main
struct LedgerApp: App {
  @StateObject private var store = LedgerStore()

  var body: some Scene {
    WindowGroup {
      LedgerRoot().environmentObject(store)
    }
  }
}

struct LedgerRoot: View {
  @EnvironmentObject var store: LedgerStore

  var body: some View {
    if store.clerk == nil {
      LedgerSignIn()
    } else {
      LedgerTabs()
    }
  }
}

struct LedgerTabs: View {
  @EnvironmentObject var store: LedgerStore

  var body: some View {
    if let clerk = store.clerk {
      let canKeepBooks = clerk.roles.contains("books")
      if canKeepBooks {
        ZStack {
          TabView {
            NavigationStack { BooksView() }
              .tabItem { Label("Books", systemImage: "book") }
            NavigationStack { ReportsView() }
              .tabItem { Label("Reports", systemImage: "chart.bar") }
          }
          Text("Synced").font(.caption)
        }
      } else {
        VStack {
          Text("No modules for this account")
          Button("Sign out") { store.signOut() }
        }
      }
    } else {
      ProgressView()
    }
  }
}

struct LedgerSignIn: View {
  @EnvironmentObject var store: LedgerStore

  var body: some View {
    Button("Sign in") { store.signIn() }
  }
}

struct BooksView: View {
  var body: some View {
    NavigationLink("Entry") { EntryView() }
  }
}

struct EntryView: View {
  var body: some View { Text("Entry") }
}

struct ReportsView: View {
  @EnvironmentObject var store: LedgerStore

  var body: some View {
    Button("Sign out") { store.signOut() }
  }
}
