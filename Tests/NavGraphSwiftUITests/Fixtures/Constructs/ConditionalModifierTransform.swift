import SwiftUI

// A conditional modifier of the app's own: `transform(self)` calls the caller's closure with the
// view the modifier is applied to, so the closure's modifiers are the screen's.
extension View {
  @ViewBuilder
  func applying<Changed: View>(_ condition: Bool, transform: (Self) -> Changed) -> some View {
    if condition {
      transform(self)
    } else {
      self
    }
  }
}

@main
struct QuayApp: App {
  var body: some Scene {
    WindowGroup { QuayView() }
  }
}

struct QuayView: View {
  @State private var showsTides = false
  @State private var showsBerths = false
  let roomy = true

  var body: some View {
    VStack {
      Button("Tides") { showsTides = true }
      Button("Berths") { showsBerths = true }
    }
    .applying(roomy) { $0.sheet(isPresented: $showsTides) { TideTable() } }
    .applying(roomy) { view in
      view.fullScreenCover(isPresented: $showsBerths) { BerthList() }
    }
  }
}

struct TideTable: View {
  var body: some View { Text("Tides") }
}

struct BerthList: View {
  var body: some View { Text("Berths") }
}
