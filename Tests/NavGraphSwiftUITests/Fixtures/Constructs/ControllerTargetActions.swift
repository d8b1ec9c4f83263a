// A UIKit controller made by a representable (a push destination) whose buttons call the router
// through target-action methods (`@objc`, wired with `addTarget`).
// Expected: entry Shelf (stack); Shelf: push LegacyCrate 'Open crate' (value Aisle);
//           LegacyCrate: push Basket (value Aisle), pop.
import SwiftUI
import UIKit

enum Aisle: Hashable { case crate, basket }

final class Clerk: ObservableObject {
  @Published var path = NavigationPath()
  func go(_ aisle: Aisle) { path.append(aisle) }
  func back() { path.removeLast() }
}

@main
struct ShopApp: App {
  var body: some Scene { WindowGroup { Shelf() } }
}

struct Shelf: View {
  @StateObject private var clerk = Clerk()
  var body: some View {
    NavigationStack(path: $clerk.path) {
      Button("Open crate") { clerk.go(.crate) }
        .navigationDestination(for: Aisle.self) { aisle in
          switch aisle {
          case .crate: LegacyCrate(clerk: clerk)
          case .basket: Basket()
          }
        }
    }
  }
}

struct Basket: View {
  var body: some View { Text("Basket") }
}

struct LegacyCrate: UIViewControllerRepresentable {
  var clerk: Clerk
  func makeUIViewController(context: Context) -> UIViewController { CrateController(clerk: clerk) }
  func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

final class CrateController: UIViewController {
  var clerk: Clerk
  init(clerk: Clerk) {
    self.clerk = clerk
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let basket = UIButton(type: .system)
    basket.addTarget(self, action: #selector(openBasket), for: .touchUpInside)
    let back = UIButton(type: .system)
    back.addTarget(self, action: #selector(goBack), for: .touchUpInside)
  }

  @objc func openBasket() { clerk.go(.basket) }
  @objc func goBack() { clerk.back() }
}
