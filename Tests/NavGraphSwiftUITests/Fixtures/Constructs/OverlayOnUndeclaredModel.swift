import SwiftUI

// A card shown over a list while a flag of the view's model holds, closed by the card through its
// binding: a cover when the flag starts false. The model's class is not among the files read, so
// whether it starts hidden cannot be told: read as content, with a warning at the `if`.
@main
struct OrchardApp: App {
  var body: some Scene {
    WindowGroup { OrchardList() }
  }
}

struct OrchardList: View {
  @StateObject private var model = OrchardModel()

  var body: some View {
    ZStack {
      List(["Apple", "Pear"], id: \.self) { fruit in
        Text(fruit).onTapGesture { model.showsCard = true }
      }
      if model.showsCard {
        FruitCard(isShown: $model.showsCard)
      }
    }
  }
}

struct FruitCard: View {
  @Binding var isShown: Bool

  var body: some View {
    Button("Close") { isShown = false }
  }
}
