import SwiftUI

// Bindings of an object's properties written with `self.` (`self.$nav.selection`), as older
// SwiftUI code writes them.
@main
struct QuarryApp: App {
  @StateObject private var nav = QuarryNav()

  var body: some Scene {
    WindowGroup { QuarryTabs().environmentObject(nav) }
  }
}

final class QuarryNav: ObservableObject {
  @Published var selection = 0
  @Published var showsSeam = false
}

struct QuarryTabs: View {
  @EnvironmentObject var nav: QuarryNav

  var body: some View {
    TabView(selection: self.$nav.selection) {
      QuarryPit()
        .tabItem { Text("Pit") }
        .tag(0)
      QuarryShed()
        .tabItem { Text("Shed") }
        .tag(1)
    }
  }
}

struct QuarryPit: View {
  @EnvironmentObject var nav: QuarryNav

  var body: some View {
    NavigationView {
      NavigationLink(destination: QuarrySeam(), isActive: self.$nav.showsSeam) {
        Text("Seam")
      }
    }
  }
}

struct QuarrySeam: View {
  @EnvironmentObject var nav: QuarryNav

  var body: some View {
    VStack {
      Button("Back") { self.nav.showsSeam = false }
      Button("Shed") { self.nav.selection = 1 }
    }
  }
}

struct QuarryShed: View {
  var body: some View { Text("Shed") }
}
