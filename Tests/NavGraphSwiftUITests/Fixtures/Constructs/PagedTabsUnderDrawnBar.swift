import SwiftUI

enum Aisle: Hashable, CaseIterable {
  case market, basket, account
}

@main
struct GrocerApp: App {
  var body: some Scene { WindowGroup { GrocerHost() } }
}

/// Pages of a `TabView` styled as a pager without its dots, selected by a bar the app draws under
/// it: the pages are tabs.
struct GrocerHost: View {
  @State private var aisle: Aisle = .market

  var body: some View {
    NavigationView {
      ZStack(alignment: .bottom) {
        TabView(selection: $aisle) {
          MarketView(aisle: $aisle).tag(Aisle.market)
          BasketView().tag(Aisle.basket)
          AccountView().tag(Aisle.account)
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        AisleBar(selected: $aisle)
      }
    }
  }
}

struct AisleBar: View {
  @Binding var selected: Aisle

  var body: some View {
    HStack {
      ForEach(Aisle.allCases, id: \.self) { aisle in
        Button {
          selected = aisle
        } label: {
          Image(systemName: "circle")
        }
      }
    }
  }
}

struct MarketView: View {
  @Binding var aisle: Aisle
  @State private var filtering = false

  var body: some View {
    Button("Filter") { filtering = true }
      .toolbar { Button("Basket") { aisle = .basket } }
      .sheet(isPresented: $filtering) { FilterSheet() }
  }
}

struct BasketView: View {
  var body: some View { Text("Basket") }
}

struct AccountView: View {
  var body: some View { NavigationLink("Orders", destination: OrdersView()) }
}

struct FilterSheet: View {
  var body: some View { Text("Filter") }
}

struct OrdersView: View {
  var body: some View { Text("Orders") }
}
