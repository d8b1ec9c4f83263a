import SwiftUI

// Modals shown while a flag is false, through a `Binding` whose getter negates it: written in
// place, and as a computed property of the view.
@main
struct GardenApp: App {
  var body: some Scene {
    WindowGroup { GardenHome() }
  }
}

struct GardenHome: View {
  @AppStorage("sawWelcome") private var sawWelcome = false
  @State private var tipsRead = true

  private var showsTips: Binding<Bool> {
    Binding(get: { !tipsRead }, set: { tipsRead = !$0 })
  }

  var body: some View {
    VStack {
      Button("Tips") { tipsRead = false }
    }
    .fullScreenCover(isPresented: Binding(get: { !sawWelcome }, set: { _ in })) {
      WelcomeView { sawWelcome = true }
    }
    .sheet(isPresented: showsTips) {
      TipsView(onClose: { tipsRead = true })
    }
  }
}

struct WelcomeView: View {
  let onStart: () -> Void

  var body: some View {
    Button("Start") { onStart() }
  }
}

struct TipsView: View {
  let onClose: () -> Void

  var body: some View {
    Button("Got it") { onClose() }
  }
}
