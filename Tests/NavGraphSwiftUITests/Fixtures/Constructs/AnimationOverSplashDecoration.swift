import SwiftUI

// A splash written in place in the root's `else`: a colour, and over it an animation shown while a
// second flag holds (`if glowing { Ember() }`, no `else`). The animation is part of the splash, not
// a screen of its own; the splash's timer clears the flag, then shows the tab bar.
@main
struct ForgeApp: App {
  var body: some Scene {
    WindowGroup { ForgeLaunch() }
  }
}

struct ForgeLaunch: View {
  @State private var ready = false
  @State private var glowing = true

  var body: some View {
    ZStack {
      if ready {
        ForgeTabs()
      } else {
        Color.black.ignoresSafeArea()
        if glowing {
          Ember().scaleEffect(0.5)
        }
      }
    }
    .onAppear {
      DispatchQueue.main.asyncAfter(deadline: .now() + 2) { glowing = false }
      DispatchQueue.main.asyncAfter(deadline: .now() + 2) { ready = true }
    }
  }
}

struct Ember: View {
  var body: some View { Circle().fill(.orange).frame(width: 60, height: 60) }
}

struct ForgeTabs: View {
  var body: some View {
    TabView {
      Anvil().tabItem { Label("Anvil", systemImage: "hammer") }
      Bellows().tabItem { Label("Bellows", systemImage: "wind") }
    }
  }
}

struct Anvil: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Blade") { Blade() }
    }
  }
}

struct Blade: View {
  var body: some View { Text("Blade") }
}

struct Bellows: View {
  var body: some View { Text("Bellows") }
}
