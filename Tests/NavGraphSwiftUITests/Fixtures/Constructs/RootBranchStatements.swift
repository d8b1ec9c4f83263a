import SwiftUI

// A root whose branches set a property of a fresh object before returning their view: the
// statements are not views, so each branch shows the one view it returns.
@main
struct TideApp: App {
  var body: some Scene {
    WindowGroup { TideStart() }
  }
}

final class TideSettings: ObservableObject {
  @Published var loggedIn = false
}

struct TideStart: View {
  @State private var onboarded = false

  var body: some View {
    let settings = TideSettings()
    if onboarded {
      settings.loggedIn = true
      return AnyView(TideHome())
    } else {
      settings.loggedIn = false
      return AnyView(TideOnboarding(onboarded: $onboarded))
    }
  }
}

struct TideOnboarding: View {
  @Binding var onboarded: Bool

  var body: some View {
    Button("Start") { onboarded = true }
  }
}

struct TideHome: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Charts") { TideCharts() }
    }
  }
}

struct TideCharts: View {
  var body: some View {
    Text("Charts")
  }
}
