import SwiftUI

// A tab's root shows a header above a view holding its own `NavigationView`, and that view is also
// a tab of its own: the first tab's screen is its root view, with the list's links.
@main
struct BurrowApp: App {
  var body: some Scene { WindowGroup { BurrowTabs() } }
}

struct BurrowTabs: View {
  var body: some View {
    TabView {
      BurrowLanding().tabItem { Text("Home") }
      BurrowListings().tabItem { Text("All") }
    }
  }
}

struct BurrowLanding: View {
  @State private var query = ""

  var body: some View {
    VStack(alignment: .leading) {
      Text("Find your burrow").font(.largeTitle)
      TextField("Search", text: $query)
      BurrowListings()
    }
  }
}

struct BurrowListings: View {
  var body: some View {
    NavigationView {
      List(1..<4) { number in
        NavigationLink("Burrow \(number)") { BurrowDetail(number: number) }
      }
    }
  }
}

struct BurrowDetail: View {
  let number: Int
  var body: some View { Text("Burrow \(number)") }
}
