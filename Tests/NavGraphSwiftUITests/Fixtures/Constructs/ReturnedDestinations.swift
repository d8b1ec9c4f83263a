// Destinations built by a coordinator's plain functions: one with statements before its `return` (an
// `if` starting a task), one returning a local; and a row holding its destination in a local first.
import SwiftUI

@main
struct ShopApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { ShopList(coordinator: ShopCoordinator()) } }
  }
}

final class CartModel: ObservableObject {
  func load(_ url: URL) {}
}

final class ShopCoordinator {
  func makeCart() -> some View {
    let model = CartModel()
    if let url = URL(string: "https://example.org") {
      Task { model.load(url) }
    }
    return CartView(model: model)
  }

  func makeDetail(_ name: String) -> some View {
    let view = DetailView(name: name)
    return view
  }
}

struct ShopList: View {
  let coordinator: ShopCoordinator
  var body: some View {
    List {
      NavigationLink(destination: coordinator.makeCart()) { Text("Cart") }
      row("Tea")
    }
  }

  private func row(_ name: String) -> some View {
    let detail = coordinator.makeDetail(name)
    return NavigationLink(destination: detail) { Text(name) }
  }
}

struct CartView: View {
  @ObservedObject var model: CartModel
  var body: some View { Text("Cart") }
}

struct DetailView: View {
  let name: String
  var body: some View { Text(name) }
}
