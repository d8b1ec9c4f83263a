import SwiftUI
import UIKit

@main
struct KilnApp: App {
  var body: some Scene {
    WindowGroup { KilnWelcome() }
  }
}

extension UIApplication {
  func swapRoot<Content: View>(to view: Content) {
    guard let window = connectedScenes.compactMap({ $0 as? UIWindowScene }).first?.windows.first else {
      return
    }
    window.rootViewController = UIHostingController(rootView: view)
    window.makeKeyAndVisible()
  }
}

struct KilnWelcome: View {
  @State private var ready = false

  var body: some View {
    VStack {
      Button("Fire") {
        if ready { UIApplication.shared.swapRoot(to: KilnTabs()) }
      }
      Button("Glaze") {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        scene?.windows.first?.rootViewController = UIHostingController(rootView: GlazeView().tint(.orange))
      }
      Button("Mystery") {
        UIApplication.shared.swapRoot(to: AnyView(Text("Mystery")))
      }
    }
  }
}

struct KilnTabs: View {
  var body: some View {
    TabView {
      ShelfView().tabItem { Text("Shelf") }
      OvenView().tabItem { Text("Oven") }
    }
  }
}

struct ShelfView: View {
  var body: some View { Text("Shelf") }
}

struct OvenView: View {
  var body: some View { Text("Oven") }
}

struct GlazeView: View {
  var body: some View { Text("Glaze") }
}
