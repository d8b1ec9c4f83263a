import SwiftUI

// A root flag that is a property of an environment object of a type not in the files read
// (`WrenPrefs`, declared in another module): the app gives `model.prefs` to the root with
// `.environmentObject`; the root switches on `prefs.setUp`; the setup screen calls the model's
// `finish()`, which sets `prefs.setUp = true`; the home screen resets it directly.
@main
struct WrenApp: App {
  @StateObject private var model = WrenModel()

  var body: some Scene {
    WindowGroup {
      WrenRoot()
        .environmentObject(model)
        .environmentObject(model.prefs)
    }
  }
}

@MainActor final class WrenModel: ObservableObject {
  let prefs = WrenPrefs()

  func finish() {
    prefs.setUp = true
  }
}

struct WrenRoot: View {
  @EnvironmentObject private var prefs: WrenPrefs

  var body: some View {
    if prefs.setUp {
      WrenHome()
    } else {
      WrenSetup()
    }
  }
}

struct WrenSetup: View {
  @EnvironmentObject private var model: WrenModel

  var body: some View {
    Button("Done") { model.finish() }
  }
}

struct WrenHome: View {
  @EnvironmentObject private var prefs: WrenPrefs

  var body: some View {
    Button("Start over") { prefs.setUp = false }
  }
}
