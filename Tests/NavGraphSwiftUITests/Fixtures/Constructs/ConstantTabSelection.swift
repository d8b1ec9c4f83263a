import SwiftUI

// A tab bar whose selection is a constant binding: signing in lands on the tab it names.

@main
struct BakeryApp: App {
  @StateObject private var account = BakeryAccount()

  var body: some Scene {
    WindowGroup {
      if account.signedIn {
        BakeryTabs(selection: .constant(3))
      } else {
        BakerySignInView()
      }
    }
  }
}

final class BakeryAccount: ObservableObject {
  @Published var signedIn = false
}

struct BakeryTabs: View {
  @Binding var selection: Int

  var body: some View {
    TabView(selection: $selection) {
      BreadView().tabItem { Text("Bread") }.tag(1)
      CakesView().tabItem { Text("Cakes") }.tag(2)
      BasketView().tabItem { Text("Basket") }.tag(3)
    }
  }
}

struct BakerySignInView: View {
  @EnvironmentObject var account: BakeryAccount

  var body: some View {
    Button("Sign in") { account.signedIn = true }
  }
}

struct BreadView: View {
  var body: some View { Text("Bread") }
}

struct CakesView: View {
  var body: some View { Text("Cakes") }
}

struct BasketView: View {
  var body: some View { Text("Basket") }
}
