import Combine
// A view's initializer hands the closure its creator gives to the view model it makes; the model
// calls it when its request's subscription delivers: the login's button replaces the root.
import SwiftUI

final class DeckModel: ObservableObject {
  var onSignedIn: () -> Void
  private var bag = Set<AnyCancellable>()

  init(onSignedIn: @escaping () -> Void) {
    self.onSignedIn = onSignedIn
  }

  func signIn() {
    URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.org")!)
      .receive(on: DispatchQueue.main)
      .sink(
        receiveCompletion: { _ in },
        receiveValue: { [weak self] _ in
          self?.onSignedIn()
        }
      )
      .store(in: &bag)
  }
}

@main
struct DeckApp: App {
  @State private var signedIn = false
  var body: some Scene {
    WindowGroup {
      if signedIn { DeckHome() } else { DeckLogin(onSignedIn: { signedIn = true }) }
    }
  }
}

struct DeckLogin: View {
  @StateObject private var model: DeckModel

  init(onSignedIn: @escaping () -> Void) {
    _model = StateObject(wrappedValue: DeckModel(onSignedIn: onSignedIn))
  }

  var body: some View {
    Button("Sign in", action: model.signIn)
  }
}

struct DeckHome: View {
  var body: some View { Text("Home") }
}
