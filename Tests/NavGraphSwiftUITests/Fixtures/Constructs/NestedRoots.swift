import SwiftUI

// A root that switches twice, over a background: a splash while loading, then, on membership,
// the tab bar or a screen to join.
@main
struct OrchardApp: App {
  @State private var loading = true
  @AppStorage("member") private var member = false

  var body: some Scene {
    WindowGroup {
      ZStack {
        LinearGradient(colors: [.green, .mint], startPoint: .top, endPoint: .bottom)
          .ignoresSafeArea()
        if loading {
          SplashView(loading: $loading)
        } else {
          if member {
            OrchardTabs()
          } else {
            JoinView()
          }
        }
      }
    }
  }
}

struct SplashView: View {
  @Binding var loading: Bool

  var body: some View {
    Button("Start") { loading = false }
  }
}

struct JoinView: View {
  @AppStorage("member") private var member = false

  var body: some View {
    Button("Join") { member = true }
  }
}

struct OrchardTabs: View {
  var body: some View {
    TabView {
      TreesView()
        .tabItem { Label("Trees", systemImage: "tree") }
      AccountView()
        .tabItem { Label("Account", systemImage: "person") }
    }
  }
}

struct TreesView: View {
  var body: some View { Text("Trees") }
}

struct AccountView: View {
  @AppStorage("member") private var member = false

  var body: some View {
    Button("Leave") { member = false }
  }
}
