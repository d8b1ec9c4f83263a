import SwiftUI

@main
struct KelpApp: App {
  var body: some Scene {
    WindowGroup { KelpGate() }
  }
}

struct KelpGate: View {
  @State private var joining = false
  @State private var confirming = false

  var body: some View {
    VStack {
      Toggle("New here", isOn: $joining)
      Button("Continue") { confirming = true }
    }
    .fullScreenCover(isPresented: $confirming) {
      if joining {
        KelpWelcome()
      } else {
        KelpCheckMail()
      }
    }
  }
}

struct KelpWelcome: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}

struct KelpCheckMail: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Back") { dismiss() }
  }
}
