import SwiftUI
import UIKit

// An iOS 13 app with no `@main` App: the scene delegate sets the window's root view controller to
// a hosting controller, whose root view is the app's root. A helper view nothing shows is declared
// first, as the default project template leaves it.
struct ContentView: View {
  var body: some View {
    Text("Hello, World!")
  }
}

final class HarborSettings: ObservableObject {
  @Published var signedIn = false
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    let contentView = HarborStart()
    let settings = HarborSettings()
    if let windowScene = scene as? UIWindowScene {
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UIHostingController(rootView: contentView.environmentObject(settings))
      self.window = window
      window.makeKeyAndVisible()
    }
  }
}

struct HarborStart: View {
  var body: some View {
    NavigationView {
      NavigationLink("Docks", destination: HarborDocks())
    }
  }
}

struct HarborDocks: View {
  var body: some View {
    Text("Docks")
  }
}
