import SwiftUI

// A destination wrapper whose body switches on a string its creator gives: each case's view is a
// destination of the link, or the one case the creator's literal picks.
@main
struct ShopApp: App {
  var body: some Scene {
    WindowGroup { ShopHome() }
  }
}

struct ShopItem {
  let title: String
}

struct ShopHome: View {
  let item: ShopItem

  init(item: ShopItem = ShopItem(title: "Shoes")) {
    self.item = item
  }

  var body: some View {
    NavigationView {
      VStack {
        NavigationLink(destination: ShopRedirection(name: item.title)) {
          Text("Featured")
        }
        NavigationLink(destination: ShopRedirection(name: "Hats")) {
          Text("Hats")
        }
      }
    }
  }
}

struct ShopRedirection: View {
  var name: String

  var body: some View {
    switch name {
    case "Shoes":
      return AnyView(ShoesView())
    case "Hats":
      return AnyView(HatsView())
    default:
      return AnyView(Text(name))
    }
  }
}

struct ShoesView: View {
  var body: some View {
    Text("Shoes")
  }
}

struct HatsView: View {
  @State private var showSizes = false

  var body: some View {
    Button("Sizes") { showSizes = true }
      .sheet(isPresented: $showSizes) { HatSizesView() }
  }
}

struct HatSizesView: View {
  var body: some View {
    Text("Sizes")
  }
}
