import SwiftUI

// Destinations declared inside other types. A nested view type whose name no other screen has is
// named by its own name; two that share a name keep their qualified names.
@main
struct ShopApp: App {
  var body: some Scene {
    WindowGroup { ShopView() }
  }
}

struct ShopView: View {
  var body: some View {
    NavigationStack {
      List {
        PurchaseRow()
        NavigationLink("Receipt") { ReceiptView() }
        NavigationLink("Gift") { GiftView() }
      }
    }
  }
}

extension ShopView {
  struct PurchaseRow: View {
    var body: some View {
      NavigationLink(destination: PurchaseDetailView()) {
        Text("Purchase")
      }
    }
  }

  struct PurchaseDetailView: View {
    var body: some View { Text("Purchase") }
  }
}

struct ReceiptView: View {
  var body: some View {
    NavigationLink("Line") { Detail() }
  }

  struct Detail: View {
    var body: some View { Text("Line") }
  }
}

struct GiftView: View {
  var body: some View {
    NavigationLink("Card") { Detail() }
  }

  struct Detail: View {
    var body: some View { Text("Card") }
  }
}
