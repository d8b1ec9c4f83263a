// A container written with its `content:` label instead of a trailing closure, holding the stack
// (with a tab bar drawn by hand inside it) and, beside it, a player shown while a flag says so: read
// as the trailing-closure form is (held-out set 235).
import SwiftUI

@main
struct FjordApp: App {
  var body: some Scene {
    WindowGroup { FjordHost() }
  }
}

struct FjordHost: View {
  @State private var pane = 0
  @State private var playing = false

  var body: some View {
    ZStack(
      alignment: .bottom,
      content: {
        NavigationView {
          VStack {
            if pane == 0 { FjordTides() } else { FjordCurrents() }
            HStack {
              Button("Tides") { pane = 0 }
              Button("Currents") { pane = 1 }
            }
          }
        }
        if playing { FjordPlayer() }
      })
  }
}

struct FjordPlayer: View {
  var body: some View { Text("Now playing") }
}

struct FjordTides: View {
  var body: some View { NavigationLink("Open", destination: FjordDetail()) }
}

struct FjordDetail: View {
  var body: some View { Text("Detail") }
}

struct FjordCurrents: View {
  var body: some View { Text("Currents") }
}
