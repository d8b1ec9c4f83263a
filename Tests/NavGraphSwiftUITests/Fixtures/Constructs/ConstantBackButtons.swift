import SwiftUI

// A header whose back button is shown only when its creator says so (`if isBackEnable`): DockView
// gives true, PierView false, the harbor leaves the `false` default.
@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { HarborView() }
    }
  }
}

struct HarborHeader: View {
  var title: String
  var isBackEnable: Bool = false
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    HStack {
      if isBackEnable {
        Button("Back") { dismiss() }
      }
      Text(title)
    }
  }
}

struct HarborView: View {
  var body: some View {
    VStack {
      HarborHeader(title: "Harbor")
      NavigationLink("Dock") { DockView() }
      NavigationLink("Pier") { PierView() }
    }
  }
}

struct DockView: View {
  var body: some View {
    HarborHeader(title: "Dock", isBackEnable: true)
  }
}

struct PierView: View {
  var body: some View {
    HarborHeader(title: "Pier", isBackEnable: false)
  }
}
