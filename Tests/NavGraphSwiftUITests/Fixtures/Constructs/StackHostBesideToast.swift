import SwiftUI

// The App's root view: a view whose body is the app's `NavigationStack`, beside a toast banner in a
// `ZStack`.
@main
struct PressApp: App {
  var body: some Scene {
    WindowGroup { PressRootView() }
  }
}

struct PressRootView: View {
  @State private var showHelp = false

  var body: some View {
    ZStack(alignment: .top) {
      PressStack()
      PressToast(onHelp: { showHelp = true })
    }
    .sheet(isPresented: $showHelp) { PressHelpView() }
  }
}

struct PressToast: View {
  let onHelp: () -> Void
  var body: some View { Button("Help", action: onHelp) }
}

struct PressStack: View {
  var body: some View {
    NavigationStack {
      VinesView()
    }
  }
}

struct VinesView: View {
  var body: some View {
    NavigationLink("Merlot") { MerlotView() }
  }
}

struct MerlotView: View {
  var body: some View { Text("Merlot") }
}

struct PressHelpView: View {
  var body: some View { Text("Help") }
}
