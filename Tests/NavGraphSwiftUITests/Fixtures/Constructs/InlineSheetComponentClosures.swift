import SwiftUI

// A component button created twice in one file: once in the screen's body, once in the content of
// a sheet written in place. Each closure binds at its own call: "Confirm" opens the sheet from the
// screen, "Back to start" sets the push the screen's destination shows, from the sheet only.
@main
struct FernApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { FernReset() } }
  }
}

struct PillButton: View {
  let text: String
  let onTap: () -> Void

  var body: some View {
    Button(text, action: onTap)
  }
}

struct FernReset: View {
  @State private var openSheet = false
  @State private var startClicked = false

  var body: some View {
    VStack {
      Text("New password")
      PillButton(text: "Confirm", onTap: { openSheet = true })
    }
    .sheet(isPresented: $openSheet) {
      VStack {
        Text("Saved")
        PillButton(text: "Back to start", onTap: { startClicked = true })
      }
    }
    .navigationDestination(isPresented: $startClicked) { FernStart() }
  }
}

struct FernStart: View {
  var body: some View { Text("Start") }
}
