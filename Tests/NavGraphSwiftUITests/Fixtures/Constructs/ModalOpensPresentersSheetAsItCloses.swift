import SwiftUI

// A cover whose close button calls the presenter's closure, which opens another modal of the
// presenter, and then dismisses itself: the sheet shows once the cover has gone.
@main
struct ForgeApp: App {
  var body: some Scene {
    WindowGroup { ForgeHome() }
  }
}

struct ForgeHome: View {
  @State private var showsPlans = false
  @State private var showsOffer = false

  var body: some View {
    Button("Plans") { showsPlans = true }
      .fullScreenCover(isPresented: $showsPlans) {
        ForgePlans(onClose: { showsOffer = true })
      }
      .sheet(isPresented: $showsOffer) { ForgeOffer() }
  }
}

struct ForgePlans: View {
  var onClose: () -> Void
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") {
      onClose()
      dismiss()
    }
  }
}

struct ForgeOffer: View {
  var body: some View { Text("Offer") }
}
