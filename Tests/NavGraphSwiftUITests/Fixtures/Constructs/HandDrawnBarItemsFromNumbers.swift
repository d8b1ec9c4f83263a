// A hand-drawn tab bar whose items come from a `ForEach` over a literal range, each tap writing the
// loop variable: each number is a tab, as with one button per item (held-out set 234). A list of
// links over a range stays one link.
import SwiftUI

@main
struct MarshApp: App {
  var body: some Scene {
    WindowGroup { MarshShell() }
  }
}

struct MarshShell: View {
  @State private var pane = 0
  private let titles = ["Reeds", "Herons"]

  var body: some View {
    ZStack(alignment: .bottom) {
      if pane == 0 {
        MarshReeds()
      } else {
        MarshHerons()
      }
      HStack {
        ForEach(0..<2) { index in
          Button(titles[index]) { pane = index }
        }
      }
    }
  }
}

struct MarshReeds: View {
  var body: some View {
    NavigationStack {
      List {
        ForEach(0..<3) { row in
          NavigationLink("Reed \(row)") { MarshReed() }
        }
      }
    }
  }
}

struct MarshReed: View {
  var body: some View { Text("Reed") }
}

struct MarshHerons: View {
  var body: some View { Text("Herons") }
}
