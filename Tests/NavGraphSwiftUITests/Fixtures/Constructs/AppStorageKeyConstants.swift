import SwiftUI

// The root's `@AppStorage` flag under a key held in a `static let` of an enum
// (`@AppStorage(KioskKeys.registered)`), written by another view's `@AppStorage` of the same key
// and by `UserDefaults.standard.set(_:forKey:)` with that constant.
enum KioskKeys {
  static let registered = "kioskRegistered"
}

@main
struct KioskApp: App {
  @AppStorage(KioskKeys.registered) private var registered = false

  var body: some Scene {
    WindowGroup {
      if registered {
        KioskHomeView()
      } else {
        KioskSignupView { registered = true }
      }
    }
  }
}

struct KioskSignupView: View {
  var onDone: () -> Void
  var body: some View {
    Button("Register") { onDone() }
  }
}

struct KioskHomeView: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Settings") { KioskSettingsView() }
        Button("Forget device") {
          UserDefaults.standard.set(false, forKey: KioskKeys.registered)
        }
      }
      .navigationTitle("Kiosk")
    }
  }
}

struct KioskSettingsView: View {
  @AppStorage(KioskKeys.registered) private var registered = true
  var body: some View {
    Button("Sign out") { registered = false }
      .navigationTitle("Settings")
  }
}
