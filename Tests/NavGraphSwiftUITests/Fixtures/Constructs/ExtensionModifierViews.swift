import SwiftUI

// Views given as arguments to the app's own `extension View` modifier, which places two of them in
// the toolbar and never places the third: the placed ones are the calling screen's content (the
// closure given to the back button binds there), the other is not shown.
@main
struct KelpApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { KelpHome() } }
  }
}

extension View {
  func kelpBar<L: View, R: View, H: View>(leading: L, trailing: R, hint: H) -> some View {
    self.toolbar {
      ToolbarItem(placement: .topBarLeading) { leading }
      ToolbarItem { trailing }
    }
  }
}

struct KelpHome: View {
  var body: some View {
    NavigationLink("Reef") { ReefView() }
  }
}

struct ReefView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Text("Reef")
      .kelpBar(
        leading: ReturnButton(onPress: { dismiss() }), trailing: BasketButton(), hint: TideButton())
  }
}

struct ReturnButton: View {
  let onPress: () -> Void

  var body: some View {
    Button(action: onPress) { Image(systemName: "chevron.left") }
  }
}

struct BasketButton: View {
  @State private var showsBasket = false

  var body: some View {
    Button("Basket") { showsBasket = true }
      .sheet(isPresented: $showsBasket) { BasketView() }
  }
}

struct TideButton: View {
  var body: some View {
    NavigationLink("Tides") { TideView() }
  }
}

struct BasketView: View {
  var body: some View { Text("Basket") }
}

struct TideView: View {
  var body: some View { Text("Tides") }
}
