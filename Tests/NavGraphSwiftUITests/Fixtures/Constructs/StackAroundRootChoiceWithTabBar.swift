import SwiftUI

// A NavigationStack around the App root's whole choice: a splash while warming up, else a tab bar
// written in place. The choice is the app's root, and the tab bar sits inside the stack.
@main
struct KilnApp: App {
  var body: some Scene { WindowGroup { KilnHome() } }
}

struct KilnHome: View {
  @State private var warming = true

  var body: some View {
    NavigationStack {
      ZStack {
        if warming {
          KilnSplash()
        } else {
          TabView {
            KilnFirings().tabItem { Label("Firings", systemImage: "flame") }
            KilnGlazes().tabItem { Label("Glazes", systemImage: "paintpalette") }
          }
        }
      }
      .onAppear { warming = false }
    }
  }
}

struct KilnSplash: View {
  var body: some View { Text("Kiln") }
}

struct KilnFirings: View {
  var body: some View {
    List { NavigationLink("Log") { KilnLog() } }
  }
}

struct KilnGlazes: View {
  var body: some View { Text("Glazes") }
}

struct KilnLog: View {
  var body: some View { Text("Log") }
}
