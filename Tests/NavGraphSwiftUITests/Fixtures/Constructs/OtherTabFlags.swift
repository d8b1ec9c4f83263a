import SwiftUI

// A button that clears its own tab's link flag, sets another tab's, then selects that tab.
@main
struct TideApp: App {
  @StateObject private var nav = TideNav()

  var body: some Scene {
    WindowGroup { TideTabs().environmentObject(nav) }
  }
}

final class TideNav: ObservableObject {
  @Published var selection = 0
  @Published var showsPool = false
  @Published var showsBuoy = false
}

struct TideTabs: View {
  @EnvironmentObject var nav: TideNav

  var body: some View {
    TabView(selection: $nav.selection) {
      TideShore()
        .tabItem { Text("Shore") }
        .tag(0)
      TideHarbor()
        .tabItem { Text("Harbor") }
        .tag(1)
    }
  }
}

struct TideShore: View {
  @EnvironmentObject var nav: TideNav

  var body: some View {
    NavigationView {
      NavigationLink(destination: TidePool(), isActive: $nav.showsPool) { Text("Pool") }
    }
  }
}

struct TideHarbor: View {
  @EnvironmentObject var nav: TideNav

  var body: some View {
    NavigationView {
      NavigationLink(destination: TideBuoy(), isActive: $nav.showsBuoy) { Text("Buoy") }
    }
  }
}

struct TidePool: View {
  var body: some View { Text("Pool") }
}

struct TideBuoy: View {
  @EnvironmentObject var nav: TideNav

  var body: some View {
    Button("To the pool") {
      nav.showsPool = true
      nav.showsBuoy = false
      nav.selection = 0
    }
  }
}
