import SwiftUI

// A method that opens the sign-in sheet and returns false, called as a `guard` condition: the
// call runs, so its write opens the sheet; after `return true` the code goes on past the `guard`
// (the editor sheet), after `return false` it leaves through the `else`.
@main
struct NotebookApp: App {
  @StateObject private var account = Account()

  var body: some Scene {
    WindowGroup {
      LibraryView()
        .environmentObject(account)
    }
  }
}

final class Account: ObservableObject {
  @Published var signedIn = false
  @Published var showSignIn = false

  func signIn() {
    signedIn = true
  }

  func requireSignIn() -> Bool {
    if signedIn { return true }
    showSignIn = true
    return false
  }
}

struct LibraryView: View {
  @EnvironmentObject var account: Account
  @State private var showEditor = false

  var body: some View {
    Button("New note") {
      guard account.requireSignIn() else { return }
      showEditor = true
    }
    .sheet(isPresented: $account.showSignIn) { SignInView() }
    .sheet(isPresented: $showEditor) { EditorView() }
  }
}

struct SignInView: View {
  @EnvironmentObject var account: Account

  var body: some View {
    Button("Sign in") { account.signIn() }
  }
}

struct EditorView: View {
  var body: some View {
    Text("Editor")
  }
}
