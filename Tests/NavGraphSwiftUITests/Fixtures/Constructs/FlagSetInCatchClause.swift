import SwiftUI

// A check run when the view appears sets a flag in a `catch` clause that does not leave: the push
// it drives happens when the check throws.
enum Locker {
  static func key() throws -> String {
    guard let key = UserDefaults.standard.string(forKey: "lockerKey") else {
      throw URLError(.userAuthenticationRequired)
    }
    return key
  }
}

@main
struct LockerApp: App {
  var body: some Scene {
    WindowGroup { LockerHall() }
  }
}

struct LockerHall: View {
  @State private var mustUnlock = false

  var body: some View {
    NavigationStack {
      Text("Hall")
        .onAppear { check() }
        .navigationDestination(isPresented: $mustUnlock) { LockerUnlock() }
    }
  }

  private func check() {
    do {
      _ = try Locker.key()
    } catch {
      mustUnlock = true
    }
  }
}

struct LockerUnlock: View {
  var body: some View { Text("Unlock") }
}
