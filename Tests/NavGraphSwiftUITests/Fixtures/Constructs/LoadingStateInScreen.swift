import SwiftUI

@main
struct BoardApp: App {
  var body: some Scene { WindowGroup { QuoteBoard() } }
}

/// A screen whose list shows placeholder rows while it loads: the `if` swaps the screen's own
/// content for a view that does not navigate, so it is no switch between screens.
struct QuoteBoard: View {
  @State private var isLoading = true
  @State private var quotes: [String] = []
  @State private var filter = ""

  var body: some View {
    NavigationStack {
      VStack {
        Text("Quotes")
        TextField("Filter", text: $filter)
        if isLoading {
          ShimmerRows()
        } else if quotes.isEmpty {
          Text("No quotes")
        } else {
          List(quotes, id: \.self) { quote in
            NavigationLink(quote, value: quote)
          }
        }
      }
      .navigationDestination(for: String.self) { QuoteDetail(symbol: $0) }
      .task {
        quotes = ["ACME", "INIT"]
        isLoading = false
      }
    }
  }
}

struct ShimmerRows: View {
  var body: some View {
    VStack {
      ForEach(0..<3) { _ in PlaceholderBar() }
    }
  }
}

struct PlaceholderBar: View {
  var body: some View { RoundedRectangle(cornerRadius: 6).frame(height: 24) }
}

struct QuoteDetail: View {
  let symbol: String
  var body: some View { Text(symbol) }
}
