import SwiftUI

// A root branch's view whose body chooses between another view and its own form, whose button
// changes the choice: a root switch of its own, the form a screen that replaces itself.
@main
struct TideApp: App {
  var body: some Scene {
    WindowGroup { TideSplash() }
  }
}

struct TideSplash: View {
  @State private var ready = false

  var body: some View {
    Group {
      if ready {
        TideIntro()
      } else {
        Text("Tide").onAppear { ready = true }
      }
    }
  }
}

struct TideIntro: View {
  @State private var finished = false

  var body: some View {
    Group {
      if finished {
        TideLogin()
      } else {
        VStack {
          Text("Welcome")
          Button("Next") { finished = true }
        }
      }
    }
  }
}

struct TideLogin: View {
  var body: some View {
    NavigationView { NavigationLink("Sign up") { TideSignup() } }
  }
}

struct TideSignup: View {
  var body: some View { Text("Create an account") }
}
