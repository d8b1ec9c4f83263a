import SwiftUI

// A tab bar shown by a push after a welcome screen: the pushed view shows the view holding the
// `TabView` beside a banner.
@main
struct HarborApp: App {
  var body: some Scene { WindowGroup { NavigationStack { WelcomeView() } } }
}
struct WelcomeView: View {
  var body: some View { NavigationLink("Enter") { HarborShell() } }
}
struct HarborShell: View {
  var body: some View {
    ZStack(alignment: .top) {
      HarborTabs()
      Banner()
    }
    .navigationBarBackButtonHidden(true)
  }
}
struct Banner: View { var body: some View { Text("Banner") } }
struct HarborTabs: View {
  var body: some View {
    TabView {
      NavigationStack { DocksView() }.tabItem { Label("Docks", systemImage: "ferry") }
      MooringsView().tabItem { Label("Moorings", systemImage: "person") }
    }
  }
}
struct DocksView: View { var body: some View { NavigationLink("Berth") { BerthView() } } }
struct BerthView: View { var body: some View { Text("Berth") } }
struct MooringsView: View { var body: some View { Text("M") } }
