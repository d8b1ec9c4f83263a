import SwiftUI

// Paged `TabView`s: the paging style set around the pager, and on the pager itself.
@main
struct TideApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { TideHome() } }
  }
}

struct TideHome: View {
  @AppStorage("showIntro") private var showIntro = false
  var body: some View {
    VStack {
      TabView {
        ForEach(0..<3) { page in
          NavigationLink("Chart \(page)") { ChartView() }
        }
      }
      .tabViewStyle(PageTabViewStyle())
      Button("Intro") { showIntro = true }
    }
    .sheet(isPresented: $showIntro) { IntroView(isShowing: $showIntro) }
  }
}

struct IntroView: View {
  @Binding var isShowing: Bool
  var body: some View {
    VStack {
      TabView {
        Text("Tides")
        Text("Moons")
      }
      Button("OK") { isShowing = false }
    }
    .tabViewStyle(.page)
  }
}

struct ChartView: View {
  var body: some View { Text("Chart") }
}
