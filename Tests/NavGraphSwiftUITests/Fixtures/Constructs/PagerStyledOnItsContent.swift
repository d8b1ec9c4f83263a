import SwiftUI

// A pager whose paging style sits on the `ForEach` inside its TabView, not on the TabView:
// MossIntro pages through three cards, its Start pushing MossHome; MossApp launches on the intro
// in a stack.
@main
struct MossApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { MossIntro() }
    }
  }
}

struct MossIntro: View {
  @State private var card = 0

  var body: some View {
    VStack {
      TabView(selection: $card) {
        ForEach(0..<3, id: \.self) { index in
          Text("Card \(index)").tag(index)
        }
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
      }
      NavigationLink("Start", destination: MossHome())
    }
  }
}

struct MossHome: View {
  var body: some View { Text("Home") }
}
