import SwiftUI

// A sign-in screen hands its own method by name to a button no file declares (a design system's):
// the button runs it, so the method's move is the screen's link.
@main
struct QuillApp: App {
  var body: some Scene {
    WindowGroup { QuillGate() }
  }
}

struct QuillGate: View {
  @State private var signedIn = false

  var body: some View {
    if signedIn { QuillTabs() } else { QuillSignIn(signedIn: $signedIn) }
  }
}

struct QuillTabs: View {
  var body: some View {
    TabView {
      QuillInbox().tabItem { Label("Inbox", systemImage: "tray") }
    }
  }
}

struct QuillInbox: View {
  var body: some View { Text("Inbox") }
}

struct QuillSignIn: View {
  @Binding var signedIn: Bool

  var body: some View {
    BrandButton(title: "Sign in", buttonTapped: submit)
  }

  private func submit() {
    signedIn = true
  }
}
