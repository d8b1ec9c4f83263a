import SwiftUI
import UIKit

// The root is given to a `UIHostingController` by a scene delegate; a welcome flow that nothing shows
// any more holds navigation of its own.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UIHostingController(rootView: FernShelf())
    self.window = window
    window.makeKeyAndVisible()
  }
}

struct FernShelf: View {
  var body: some View {
    NavigationView { Text("Ferns") }
  }
}

struct FernWelcome: View {
  var body: some View {
    NavigationView { NavigationLink("Start", destination: FernPick()) }
  }
}

struct FernPick: View {
  var body: some View { Text("Pick") }
}
