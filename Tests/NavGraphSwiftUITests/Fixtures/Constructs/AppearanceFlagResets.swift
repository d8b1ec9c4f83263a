import SwiftUI

// A presenter that clears the flags of what it presents itself when it appears (`.task`,
// `.onAppear`): the modal is not up then, so this closes nothing; the modal closing itself
// through the binding its presenter gives is a dismiss.

@main
struct BeetleApp: App {
  var body: some Scene {
    WindowGroup { BeetleScanner() }
  }
}

struct BeetleScanner: View {
  @State private var captured = false
  @State private var showsTips = false

  var body: some View {
    VStack {
      Button("Capture") { captured = true }
      Button("Tips") { showsTips = true }
    }
    .task {
      captured = false
      await Task.yield()
    }
    .onAppear { showsTips = false }
    .fullScreenCover(isPresented: $captured) { BeetleCrop(isShown: $captured) }
    .sheet(isPresented: $showsTips) { BeetleTips() }
  }
}

struct BeetleCrop: View {
  @Binding var isShown: Bool

  var body: some View {
    Button("Done") { isShown = false }
  }
}

struct BeetleTips: View {
  var body: some View { Text("Hold the phone still") }
}
