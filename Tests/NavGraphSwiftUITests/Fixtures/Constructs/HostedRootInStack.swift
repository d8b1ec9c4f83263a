import SwiftUI
import UIKit

// No @main App: the scene delegate hosts the SwiftUI root inside a NavigationView, held in a local
// constant. The hosted view is the entry, the root of that stack.
class CairnSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    let root = NavigationView { CairnTrails() }
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UIHostingController(rootView: root)
    self.window = window
    window.makeKeyAndVisible()
  }
}

struct CairnTrails: View {
  var body: some View {
    List {
      NavigationLink("Ridge") { CairnTrail() }
    }
  }
}

struct CairnTrail: View {
  var body: some View { Text("Ridge").font(.title) }
}
