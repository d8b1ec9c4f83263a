import SwiftUI

// Modals shown by their state's initial value: a welcome cover over the launch screen, by an
// @AppStorage flag that starts true, and a tip sheet on a pushed screen, by a @State that starts
// true. No action opens them.
@main
struct TideApp: App {
  var body: some Scene {
    WindowGroup { HarbourView() }
  }
}

struct HarbourView: View {
  @AppStorage("showsWelcome") private var showsWelcome = true
  @State private var showsTides = false

  var body: some View {
    NavigationStack {
      VStack {
        Button("Tides") { showsTides = true }
        NavigationLink("Boats") { BoatsView() }
      }
      .fullScreenCover(isPresented: $showsWelcome) { WelcomeView() }
      .sheet(isPresented: $showsTides) { TidesView() }
    }
  }
}

struct WelcomeView: View {
  @AppStorage("showsWelcome") private var showsWelcome = true

  var body: some View {
    Button("Start") { showsWelcome = false }
  }
}

struct BoatsView: View {
  @State private var showsTip = true

  var body: some View {
    Text("Boats")
      .sheet(isPresented: $showsTip) { TipView() }
  }
}

struct TidesView: View {
  var body: some View { Text("Tides") }
}

struct TipView: View {
  var body: some View { Text("Tip") }
}
