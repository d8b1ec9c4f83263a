import SwiftUI

@main
struct WatchApp: App {
  var body: some Scene { WindowGroup { WatchList() } }
}

/// A hidden link whose destination is made from an optional selection
/// (`picked.map { SymbolDetail(symbol: $0) }`), activated by a flag.
struct WatchList: View {
  @State private var picked: String?
  @State private var showsDetail = false
  private let symbols = ["ACME", "INIT"]

  var body: some View {
    NavigationView {
      ZStack {
        List(symbols, id: \.self) { symbol in
          Button(symbol) {
            picked = symbol
            showsDetail = true
          }
        }
        NavigationLink(
          destination: picked.map { SymbolDetail(symbol: $0) },
          isActive: $showsDetail
        ) { EmptyView() }
        .hidden()
      }
    }
  }
}

struct SymbolDetail: View {
  let symbol: String
  var body: some View { Text(symbol) }
}
