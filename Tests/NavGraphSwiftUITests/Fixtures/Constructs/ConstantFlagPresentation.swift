import SwiftUI

@main
struct KioskApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { RegisterView() } }
  }
}

struct RegisterView: View {
  @State var email = ""
  @State var shouldShowCode = false

  var body: some View {
    VStack {
      TextField("Email", text: $email)
      Button("Register") {
        Task { await register() }
      }
    }
    .navigationDestination(isPresented: .constant(shouldShowCode)) {
      CodeView()
    }
  }

  func register() async {
    do {
      try await Task.sleep(nanoseconds: 1)
      shouldShowCode = true
    } catch {
      print(error)
    }
  }
}

struct CodeView: View {
  var body: some View { Text("Code") }
}
