import SwiftUI

// A tab bar drawn by hand in a generic container of the app's own: the container is given the
// selection's binding and the roots' `if` chain as its content, and draws the bar under it.
@main
struct OhmApp: App {
  var body: some Scene { WindowGroup { OhmTabs() } }
}

struct OhmTabs: View {
  @State private var pane = 0

  var body: some View {
    OhmBar(selection: $pane) {
      if pane == 0 {
        OhmCar(pane: $pane)
      } else {
        OhmCharge()
      }
    }
  }
}

struct OhmBar<Content: View>: View {
  @Binding var selection: Int
  let content: Content

  init(selection: Binding<Int>, @ViewBuilder content: () -> Content) {
    _selection = selection
    self.content = content()
  }

  var body: some View {
    ZStack(alignment: .bottom) {
      content
      HStack {
        Image(systemName: "car").onTapGesture { selection = 0 }
        Image(systemName: "bolt").onTapGesture { selection = 1 }
      }
    }
  }
}

struct OhmCar: View {
  @Binding var pane: Int
  var body: some View { Button("Charge now") { pane = 1 } }
}

struct OhmCharge: View {
  var body: some View { Text("Charge") }
}
