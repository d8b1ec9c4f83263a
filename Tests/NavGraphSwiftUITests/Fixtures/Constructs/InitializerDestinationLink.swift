import SwiftUI

// A link whose destination is a view's initializer (`destination: QuarryStones.init`), and a view
// keeping a closure of its own in `@State` that its alert runs (no navigation, no creator's).

@main
struct QuarryApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { QuarryHome() } }
  }
}

struct QuarryHome: View {
  var body: some View {
    List {
      NavigationLink("Stones", destination: QuarryStones.init)
    }
  }
}

struct QuarryStones: View {
  @State private var confirm: (() -> Void)?
  @State private var asking = false

  var body: some View {
    List {
      NavigationLink("Chart") { QuarryChart() }
      Button("Clear") {
        confirm = { print("cleared") }
        asking = true
      }
    }
    .alert("Sure?", isPresented: $asking) {
      Button("Yes") { confirm?() }
    }
  }
}

struct QuarryChart: View {
  var body: some View { Text("Chart") }
}
