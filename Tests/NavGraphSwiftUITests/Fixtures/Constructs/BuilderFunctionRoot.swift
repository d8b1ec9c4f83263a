import SwiftUI

// A root switch written in functions of the root view: `content()` holds the `if`, and each branch
// is built by another function.

@main
struct KilnApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { KilnSplashView() }
    }
  }
}

struct KilnSplashView: View {
  @State private var ready = false

  var body: some View {
    ZStack {
      content()
    }
    .onAppear {
      withAnimation { ready = true }
    }
  }

  @ViewBuilder func content() -> some View {
    if ready {
      mainScreen()
    } else {
      logo()
    }
  }

  @ViewBuilder func logo() -> some View {
    VStack {
      Image(systemName: "flame")
      Text("Kiln")
    }
  }

  func mainScreen() -> some View {
    GlazesView()
  }
}

struct GlazesView: View {
  var body: some View {
    NavigationLink("Recipes") { RecipesView() }
  }
}

struct RecipesView: View {
  var body: some View { Text("Recipes") }
}
