import SwiftUI

// A presentation flag set to a test (`showPaywall = page == 2`): shown when the test holds.
@main
struct TourApp: App {
  var body: some Scene {
    WindowGroup { TourView() }
  }
}

struct TourView: View {
  @State private var page = 0
  @State private var showPaywall = false

  var body: some View {
    Button("Next") {
      page += 1
      showPaywall = page == 2
    }
    .fullScreenCover(isPresented: $showPaywall) { PaywallView() }
  }
}

struct PaywallView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}
