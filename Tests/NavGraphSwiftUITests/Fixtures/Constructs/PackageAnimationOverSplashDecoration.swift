import SwiftUI

// As AnimationOverSplashDecoration.swift, the animation a view no file declares (a package's
// `SparkleView`, as a Lottie view is): no navigation the reader could know, part of the splash too.
@main
struct KilnApp: App {
  var body: some Scene {
    WindowGroup { KilnLaunch() }
  }
}

struct KilnLaunch: View {
  @State private var ready = false
  @State private var glowing = true

  var body: some View {
    ZStack {
      if ready {
        KilnTabs()
      } else {
        Color.black.ignoresSafeArea()
        if glowing {
          SparkleView().scaleEffect(0.5)
        }
      }
    }
    .onAppear {
      DispatchQueue.main.asyncAfter(deadline: .now() + 2) { glowing = false }
      DispatchQueue.main.asyncAfter(deadline: .now() + 2) { ready = true }
    }
  }
}

struct KilnTabs: View {
  var body: some View {
    TabView {
      Shelf().tabItem { Label("Shelf", systemImage: "hammer") }
      Glaze().tabItem { Label("Glaze", systemImage: "wind") }
    }
  }
}

struct Shelf: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Vase") { Vase() }
    }
  }
}

struct Vase: View {
  var body: some View { Text("Vase") }
}

struct Glaze: View {
  var body: some View { Text("Glaze") }
}
