import SwiftUI

// A Bool returned by a method that writes the root's state, tested by the caller: bound to a
// constant (`let created = await account.register(name:)`, then `if created { dismiss() }`), and
// as the condition itself (`if await account.signIn(name:) { dismiss() }`).

@MainActor
final class Account: ObservableObject {
  @Published var isSignedIn = false
  @Published var error: String?

  func register(name: String) async -> Bool {
    do {
      try await Task.sleep(nanoseconds: 1_000)
      isSignedIn = true
      return true
    } catch {
      self.error = "registration failed"
      return false
    }
  }

  func signIn(name: String) async -> Bool {
    guard !name.isEmpty else {
      error = "no name"
      return false
    }
    isSignedIn = true
    return true
  }
}

@main
struct HarborApp: App {
  @StateObject private var account = Account()

  var body: some Scene {
    WindowGroup {
      if account.isSignedIn {
        DockView().environmentObject(account)
      } else {
        GateView().environmentObject(account)
      }
    }
  }
}

struct GateView: View {
  @State private var showsRegister = false
  @State private var showsSignIn = false

  var body: some View {
    VStack {
      Button("Register") { showsRegister = true }
      Button("Sign in") { showsSignIn = true }
    }
    .sheet(isPresented: $showsRegister) { RegisterView() }
    .sheet(isPresented: $showsSignIn) { SignInView() }
  }
}

struct RegisterView: View {
  @EnvironmentObject private var account: Account
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Create") {
      Task {
        let created = await account.register(name: "Ada")
        if created {
          dismiss()
        }
      }
    }
  }
}

struct SignInView: View {
  @EnvironmentObject private var account: Account
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""

  var body: some View {
    Button("Sign in") {
      Task {
        if await account.signIn(name: name) {
          dismiss()
        }
      }
    }
  }
}

struct DockView: View {
  var body: some View { Text("Dock") }
}
