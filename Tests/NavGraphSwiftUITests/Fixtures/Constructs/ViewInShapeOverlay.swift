import SwiftUI

// Full-screen covers drawn as cards: a rounded rectangle holding the screen in its overlay, given
// as an argument or as a trailing closure. The view in the overlay is the cover's screen.
@main
struct JettyApp: App {
  var body: some Scene { WindowGroup { JettyHome() } }
}

struct JettyHome: View {
  @State private var showsBerth = false
  @State private var showsTide = false

  var body: some View {
    VStack {
      Button("Open berth") { showsBerth = true }
      Button("Tide table") { showsTide = true }
    }
    .fullScreenCover(isPresented: $showsBerth) {
      ZStack {
        Color.black.opacity(0.05).ignoresSafeArea()
        RoundedRectangle(cornerRadius: 25)
          .fill(.white)
          .frame(width: 300, height: 500)
          .overlay(
            VStack { JettyBerth(isShown: $showsBerth) }
              .frame(width: 300, height: 500)
          )
      }
    }
    .fullScreenCover(isPresented: $showsTide) {
      ZStack {
        LinearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom)
        Capsule()
          .fill(.blue.opacity(0.1))
          .overlay { JettyTide() }
      }
    }
  }
}

struct JettyBerth: View {
  @Binding var isShown: Bool
  var body: some View { Button("Close") { isShown = false } }
}

struct JettyTide: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Done") { dismiss() } }
}
