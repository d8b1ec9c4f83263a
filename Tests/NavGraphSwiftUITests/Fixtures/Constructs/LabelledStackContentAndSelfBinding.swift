import SwiftUI

// The App's root gives its intro the binding of its flag through `self.`, and the other branch is
// a `NavigationView` whose content is given by its label, `content:`.
@main
struct FernApp: App {
  @State private var showsIntro = true

  var body: some Scene {
    WindowGroup {
      if showsIntro {
        FernIntro(show: self.$showsIntro)
      } else {
        NavigationView(content: {
          FernHome()
        })
      }
    }
  }
}

struct FernIntro: View {
  @Binding var show: Bool

  var body: some View { Button("Start") { show = false } }
}

struct FernHome: View {
  var body: some View { NavigationLink("Tides") { FernTides() } }
}

struct FernTides: View {
  var body: some View { Text("Tides") }
}
