import SwiftUI

// The app's own lock screen wrapped around the whole tab bar: the gate shows its content, with an
// unlock button over it while locked. Its memberwise initializer takes the trailing closure as
// `content`, the first closure property, not the defaulted `onForgot` after it.

@main
struct VaultApp: App {
  var body: some Scene { WindowGroup { VaultRoot() } }
}

struct VaultRoot: View {
  @AppStorage("lockOn") private var lockOn = false

  var body: some View {
    VaultGate(isEnabled: lockOn) {
      TabView {
        VaultHome().tabItem { Label("Home", systemImage: "house") }
        VaultPrefs().tabItem { Label("Prefs", systemImage: "gear") }
      }
    }
  }
}

struct VaultGate<Content: View>: View {
  var isEnabled: Bool
  @ViewBuilder var content: Content
  @State private var isUnlocked = false
  var onForgot: () -> Void = {}

  var body: some View {
    ZStack {
      content
      if isEnabled && !isUnlocked {
        Button("Unlock") { isUnlocked = true }
      }
    }
  }
}

struct VaultHome: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Item") { VaultItem() }
    }
  }
}

struct VaultItem: View {
  var body: some View { Text("Item") }
}

struct VaultPrefs: View {
  var body: some View { NavigationStack { Text("Prefs") } }
}
