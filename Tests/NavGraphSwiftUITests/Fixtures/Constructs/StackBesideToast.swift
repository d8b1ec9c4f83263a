import SwiftUI

// The App's root view: a `NavigationStack` beside a toast banner in a `ZStack`.
@main
struct CellarApp: App {
  var body: some Scene {
    WindowGroup { CellarRootView() }
  }
}

struct CellarRootView: View {
  var body: some View {
    ZStack(alignment: .top) {
      NavigationStack {
        WinesView()
      }
      ToastBanner()
    }
  }
}

struct ToastBanner: View {
  var body: some View { Text("Saved") }
}

struct WinesView: View {
  var body: some View {
    NavigationLink("Rioja") { RiojaView() }
  }
}

struct RiojaView: View {
  var body: some View { Text("Rioja") }
}
