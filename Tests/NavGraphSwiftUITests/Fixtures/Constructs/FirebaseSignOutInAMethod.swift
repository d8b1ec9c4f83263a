import FirebaseAuth
import SwiftUI

// Firebase's sign-out called in a view model's method not named after it (`leave()`): the
// listener's root switch moves where the button calls the method.
final class Lodge: ObservableObject {
  @Published var signedIn = false
  private var handle: AuthStateDidChangeListenerHandle?

  init() {
    handle = Auth.auth().addStateDidChangeListener { [weak self] _, user in
      self?.signedIn = user != nil
    }
  }
}

final class CabinModel: ObservableObject {
  func leave() { try? Auth.auth().signOut() }
}

@main
struct LodgeApp: App {
  @StateObject private var lodge = Lodge()
  var body: some Scene {
    WindowGroup {
      if lodge.signedIn { Cabin() } else { Porch() }
    }
  }
}

struct Cabin: View {
  @StateObject private var model = CabinModel()
  var body: some View { Button("Leave") { model.leave() } }
}

struct Porch: View {
  var body: some View {
    Button("Enter") { Auth.auth().signIn(withEmail: "a@b.c", password: "pw") { _, _ in } }
  }
}
