import SwiftUI

// A destination given to a component as a view value (`AnyView(...)`), held in an optional
// property the component's `NavigationLink` shows after `if let`.
@main
struct BakeryApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { CounterView() } }
  }
}

struct TitleBar: View {
  var text: String
  var destination: AnyView? = nil
  var body: some View {
    HStack {
      Text(text)
      if let target = destination {
        NavigationLink(destination: target) { Image(systemName: "bag") }
      } else {
        Image(systemName: "bag")
      }
    }
  }
}

struct CounterView: View {
  var body: some View {
    VStack {
      TitleBar(text: "Counter", destination: AnyView(BasketView().navigationBarBackButtonHidden()))
      NavigationLink("Breads") { BreadsView() }
    }
  }
}

struct BreadsView: View {
  var body: some View { TitleBar(text: "Breads") }
}

struct BasketView: View {
  var body: some View { Text("Basket") }
}
