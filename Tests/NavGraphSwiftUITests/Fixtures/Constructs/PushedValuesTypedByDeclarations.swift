import SwiftUI

// Pushed values whose type is only in a declaration away from the push: a local set from a
// method declared to return a type (`let receipt = till.close(for: loaf)`), a row of a property
// set from a part of a typed list (`let featured = Array(Loaf.all.prefix(2))`, `Loaf.all.sorted
// { ... }`), and a local
// declared with a type and set from state of an object the files do not declare.

struct Loaf: Hashable, Identifiable {
  let id: Int
  let name: String

  static let all: [Loaf] = [Loaf(id: 1, name: "Rye"), Loaf(id: 2, name: "Spelt"), Loaf(id: 3, name: "Sour")]
}

struct Receipt: Hashable {
  let loaf: Loaf
}

final class Shelf: ObservableObject {
  let featured = Array(Loaf.all.prefix(2))
  let sorted = Loaf.all.sorted { $0.name < $1.name }
}

final class Till: ObservableObject {
  func close(for loaf: Loaf) -> Receipt { Receipt(loaf: loaf) }
}

@main
struct BakeryApp: App {
  var body: some Scene {
    WindowGroup { BakeryFront() }
  }
}

struct BakeryFront: View {
  @StateObject private var shelf = Shelf()
  @EnvironmentObject private var oven: Oven
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      List {
        ForEach(shelf.featured) { loaf in
          Button(loaf.name) { path.append(loaf) }
        }
        ForEach(shelf.sorted) { loaf in
          NavigationLink("All", value: loaf)
        }
        Button("Fresh") {
          let fresh: Loaf = oven.latest
          path.append(fresh)
        }
      }
      .navigationDestination(for: Loaf.self) { loaf in LoafPage(loaf: loaf, path: $path) }
      .navigationDestination(for: Receipt.self) { receipt in ReceiptPage(receipt: receipt) }
    }
  }
}

struct LoafPage: View {
  let loaf: Loaf
  @Binding var path: NavigationPath
  @StateObject private var till = Till()

  var body: some View {
    Button("Buy") {
      let receipt = till.close(for: loaf)
      path.append(receipt)
    }
  }
}

struct ReceiptPage: View {
  let receipt: Receipt
  var body: some View { Text(receipt.loaf.name) }
}
