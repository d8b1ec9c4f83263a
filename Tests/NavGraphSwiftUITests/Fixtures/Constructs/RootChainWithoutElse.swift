import SwiftUI

// A root `if` chain on a String with no last `else`: every string the code stores has a branch,
// so the host's own (empty) content is never shown.
@main
struct SkiffApp: App {
  var body: some Scene { WindowGroup { SkiffRoot() } }
}

struct SkiffRoot: View {
  @State private var stage = "signin"

  var body: some View {
    VStack {
      if stage == "signin" {
        SkiffSignIn(stage: $stage)
      } else if stage == "intro" {
        SkiffIntro(stage: $stage)
      } else if stage == "deck" {
        SkiffDeck()
      }
    }
  }
}

struct SkiffSignIn: View {
  @Binding var stage: String
  var body: some View { Button("Sign in") { stage = "intro" } }
}

struct SkiffIntro: View {
  @Binding var stage: String
  var body: some View { Button("Start") { stage = "deck" } }
}

struct SkiffDeck: View {
  var body: some View { Text("Deck") }
}
