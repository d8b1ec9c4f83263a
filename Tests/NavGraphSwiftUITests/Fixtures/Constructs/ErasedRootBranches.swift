import SwiftUI

// A root switch written in a computed property whose branches are type-erased with `AnyView` (no
// `@ViewBuilder`, one `return` per branch).
@main
struct GateApp: App {
  var body: some Scene {
    WindowGroup { GateRootView() }
  }
}

final class GateAuth: ObservableObject {
  @Published var signedIn = false
}

struct GateRootView: View {
  @StateObject private var auth = GateAuth()

  var body: some View { mainView }

  private var mainView: some View {
    if auth.signedIn {
      return AnyView(GateTabs())
    } else {
      return AnyView(GateLoginView(auth: auth))
    }
  }
}

struct GateLoginView: View {
  @ObservedObject var auth: GateAuth
  var body: some View { Button("Sign in") { auth.signedIn = true } }
}

struct GateTabs: View {
  var body: some View {
    TabView {
      NavigationStack { LakesView() }
        .tabItem { Label("Lakes", systemImage: "water.waves") }
      RiversView()
        .tabItem { Label("Rivers", systemImage: "drop") }
    }
  }
}

struct LakesView: View {
  var body: some View {
    NavigationLink("Tahoe") { TahoeView() }
  }
}

struct TahoeView: View {
  var body: some View { Text("Tahoe") }
}

struct RiversView: View {
  var body: some View { Text("Rivers") }
}
