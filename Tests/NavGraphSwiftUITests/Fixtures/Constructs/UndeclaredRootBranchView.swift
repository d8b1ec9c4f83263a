import SwiftUI

// A root branch showing a view whose type is in no file read (a package's splash), and a timer in
// the host's `onAppear` that switches to the menu after two seconds.

@main
struct KiteApp: App {
  var body: some Scene {
    WindowGroup {
      KiteRoot()
    }
  }
}

struct KiteRoot: View {
  @State private var ready = false

  var body: some View {
    Group {
      if ready {
        KiteMenu()
      } else {
        SplashBannerView()
      }
    }
    .onAppear {
      DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
        ready = true
      }
    }
  }
}

struct KiteMenu: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Fly") { KiteFlight() }
    }
  }
}

struct KiteFlight: View {
  var body: some View {
    Text("Up")
  }
}
