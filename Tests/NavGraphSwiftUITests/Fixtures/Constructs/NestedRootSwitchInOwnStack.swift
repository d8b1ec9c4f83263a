import SwiftUI

// A root switch whose next branch is a view holding its own stack around a second switch, on its
// own state: `Gate { NavigationStack { if unlocked { Home() } else { Lock(unlocked: $unlocked) } } }`.

@main
struct NestedSwitchApp: App {
  var body: some Scene {
    WindowGroup { Splash() }
  }
}

struct Splash: View {
  @State private var ready = false
  var body: some View {
    if ready {
      Gate()
    } else {
      Text("Loading")
        .onAppear {
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ready = true }
        }
    }
  }
}

struct Gate: View {
  @State private var unlocked = true
  var body: some View {
    NavigationStack {
      if unlocked {
        Home()
      } else {
        Lock(unlocked: $unlocked)
      }
    }
  }
}

struct Lock: View {
  @Binding var unlocked: Bool
  var body: some View {
    Button("Unlock") { unlocked = true }
  }
}

struct Home: View {
  var body: some View {
    NavigationLink("Open") { Detail() }
  }
}

struct Detail: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Back") { dismiss() }
  }
}
