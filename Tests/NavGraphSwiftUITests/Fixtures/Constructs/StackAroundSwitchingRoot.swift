import SwiftUI

@main
struct HarborApp: App {
  @StateObject private var session = HarborSession()

  var body: some Scene {
    WindowGroup {
      if session.member == nil {
        HarborSignIn()
          .environmentObject(session)
      } else {
        NavigationView {
          HarborHome()
            .environmentObject(session)
        }
      }
    }
  }
}

final class HarborSession: ObservableObject {
  @Published var member: String?

  func signIn() { member = "crew" }
}

enum HarborPhase {
  case loading, ready, fresh
}

struct HarborSignIn: View {
  @EnvironmentObject var session: HarborSession

  var body: some View {
    Button("Sign in") { session.signIn() }
  }
}

struct HarborHome: View {
  @State private var phase = HarborPhase.loading

  var body: some View {
    ZStack {
      switch phase {
      case .loading:
        HarborSpinner()
      case .ready:
        HarborTabs()
      case .fresh:
        HarborIntro(phase: $phase)
      }
    }
  }
}

struct HarborSpinner: View {
  var body: some View {
    ProgressView()
  }
}

struct HarborIntro: View {
  @Binding var phase: HarborPhase

  var body: some View {
    Button("Start") { phase = .ready }
  }
}

struct HarborTabs: View {
  var body: some View {
    TabView {
      HarborDocks()
        .tabItem { Label("Docks", systemImage: "ferry") }
      HarborStats()
        .tabItem { Label("Stats", systemImage: "chart.bar") }
    }
  }
}

struct HarborDocks: View {
  var body: some View {
    NavigationLink("Berth") { HarborBerth() }
  }
}

struct HarborBerth: View {
  var body: some View {
    Text("Berth 4")
  }
}

struct HarborStats: View {
  var body: some View {
    TabView {
      HarborTides()
      HarborWinds()
    }
    .tabViewStyle(.page)
  }
}

struct HarborTides: View {
  var body: some View {
    Text("Tides")
  }
}

struct HarborWinds: View {
  var body: some View {
    Text("Winds")
  }
}
