import SwiftUI

// Moves made through NotificationCenter: the receipt's button posts `.basaltShowOrders`; the tab
// host observes it and selects the orders tab, the cart observes the same name (written as a
// `Notification.Name` of its string) and clears its checkout flag. The post makes those writes,
// on the receipt. The orders screen posts a name the reader cannot tell, and the home screen
// observes a name nothing posts.

extension Notification.Name {
  static let basaltShowOrders = Notification.Name("basaltShowOrders")
  static let basaltRefresh = Notification.Name("basaltRefresh")
}

enum BasaltTab: Hashable {
  case home
  case cart
  case orders
}

@main
struct BasaltApp: App {
  var body: some Scene {
    WindowGroup { BasaltTabs() }
  }
}

struct BasaltTabs: View {
  @State private var tab: BasaltTab = .home

  var body: some View {
    TabView(selection: $tab) {
      BasaltHome().tabItem { Text("Home") }.tag(BasaltTab.home)
      BasaltCart().tabItem { Text("Cart") }.tag(BasaltTab.cart)
      BasaltOrders(channel: "basaltOrders").tabItem { Text("Orders") }.tag(BasaltTab.orders)
    }
    .onReceive(NotificationCenter.default.publisher(for: .basaltShowOrders)) { _ in
      tab = .orders
    }
  }
}

struct BasaltHome: View {
  @State private var showHelp = false

  var body: some View {
    Button("Help") { showHelp = true }
      .sheet(isPresented: $showHelp) { Text("Help") }
      .onReceive(NotificationCenter.default.publisher(for: .basaltRefresh)) { _ in
        showHelp = false
      }
  }
}

struct BasaltCart: View {
  @State private var checkingOut = false

  var body: some View {
    NavigationStack {
      Button("Check out") { checkingOut = true }
        .navigationDestination(isPresented: $checkingOut) { BasaltReceipt() }
    }
    .onReceive(NotificationCenter.default.publisher(for: Notification.Name("basaltShowOrders"))) { _ in
      self.checkingOut = false
    }
  }
}

struct BasaltReceipt: View {
  var body: some View {
    Button("See orders") {
      NotificationCenter.default.post(name: .basaltShowOrders, object: nil)
    }
  }
}

struct BasaltOrders: View {
  let channel: String

  var body: some View {
    Button("Reload") {
      NotificationCenter.default.post(name: Notification.Name(channel), object: nil)
    }
  }
}
