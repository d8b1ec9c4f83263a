import SwiftUI

// The tab bar behind wrapper views: the App's root is an `if` on a setting whose branches both show
// the same view, which switches on sign-in between a sign-in screen and a view that only wraps
// the one holding the `TabView`.
@main
struct HarvestApp: App {
  @AppStorage("theme") private var theme = "system"

  var body: some Scene {
    WindowGroup {
      if theme == "system" {
        ShellView()
      } else {
        ShellView().preferredColorScheme(.dark)
      }
    }
  }
}

struct ShellView: View {
  @AppStorage("signedIn") private var signedIn = false

  var body: some View {
    if signedIn {
      FrameView()
    } else {
      SignInView()
    }
  }
}

struct SignInView: View {
  @AppStorage("signedIn") private var signedIn = false

  var body: some View {
    Button("Sign in") { signedIn = true }
  }
}

struct FrameView: View {
  var body: some View {
    FieldTabs()
      .tint(.green)
  }
}

struct FieldTabs: View {
  var body: some View {
    TabView {
      NavigationStack {
        CropsView()
      }
      .tabItem { Label("Crops", systemImage: "leaf") }
      BarnView()
        .tabItem { Label("Barn", systemImage: "house") }
    }
  }
}

struct CropsView: View {
  var body: some View {
    NavigationLink("Wheat") { WheatView() }
  }
}

struct WheatView: View {
  var body: some View { Text("Wheat") }
}

struct BarnView: View {
  var body: some View { Text("Barn") }
}
