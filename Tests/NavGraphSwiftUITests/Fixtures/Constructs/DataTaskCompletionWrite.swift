import SwiftUI

// The sign-in screen sets the root's flag in a request's completion handler, called on the result
// of `dataTask(with:)`: `.resume()` runs the task, so the write is the button's.

@main
struct TollApp: App {
  @State private var signedIn = false

  var body: some Scene {
    WindowGroup {
      if signedIn { TollHome() } else { TollLogin(signedIn: $signedIn) }
    }
  }
}

struct TollLogin: View {
  @Binding var signedIn: Bool

  var body: some View {
    Button("Log in") { logIn() }
  }

  func logIn() {
    let request = URLRequest(url: URL(string: "https://example.org/login")!)
    URLSession.shared.dataTask(with: request) { data, _, _ in
      guard data != nil else { return }
      DispatchQueue.main.async { signedIn = true }
    }.resume()
  }
}

struct TollHome: View {
  var body: some View { Text("Home") }
}
