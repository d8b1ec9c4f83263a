import SwiftUI

// Storage keys written as the raw values of a `String` enum's cases: the root reads
// `@AppStorage(LoomKeys.member.rawValue)` (the case's name is its raw value), the buttons write the
// same key through `UserDefaults`; the tutorial flag's case declares its own raw value.

enum LoomKeys: String {
  case member
  case tutorialSeen = "loom.tutorial.seen"
}

@main
struct LoomApp: App {
  var body: some Scene {
    WindowGroup { LoomRoot() }
  }
}

struct LoomRoot: View {
  @AppStorage(LoomKeys.member.rawValue) private var member = false
  @AppStorage(LoomKeys.tutorialSeen.rawValue) private var tutorialSeen = false

  var body: some View {
    if !tutorialSeen {
      LoomTutorial()
    } else if member {
      LoomHome()
    } else {
      LoomJoin()
    }
  }
}

struct LoomTutorial: View {
  var body: some View {
    Button("Start") { UserDefaults.standard.set(true, forKey: LoomKeys.tutorialSeen.rawValue) }
  }
}

struct LoomJoin: View {
  var body: some View {
    Button("Join") { UserDefaults.standard.set(true, forKey: LoomKeys.member.rawValue) }
  }
}

struct LoomHome: View {
  var body: some View {
    Button("Leave") { UserDefaults.standard.set(false, forKey: LoomKeys.member.rawValue) }
  }
}
