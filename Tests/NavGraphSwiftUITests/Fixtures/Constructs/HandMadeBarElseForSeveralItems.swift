import SwiftUI

// A tab bar drawn by hand with four items over an `if` chain that tests only the first: the
// `else` shows one view for items 1, 2 and 3. The car's "Me" button selects item 3.
@main
struct AmpApp: App {
  var body: some Scene { WindowGroup { AmpShell() } }
}

struct AmpShell: View {
  @State private var pane = 0

  var body: some View {
    ZStack(alignment: .bottom) {
      if pane == 0 {
        AmpCar(pane: $pane)
      } else {
        AmpCharge()
      }
      HStack {
        Button("Car") { pane = 0 }
        Button("Charge") { pane = 1 }
        Button("Signal") { pane = 2 }
        Button("Me") { pane = 3 }
      }
    }
  }
}

struct AmpCar: View {
  @Binding var pane: Int
  var body: some View { Button("Me") { pane = 3 } }
}

struct AmpCharge: View {
  var body: some View { Text("Charge") }
}
