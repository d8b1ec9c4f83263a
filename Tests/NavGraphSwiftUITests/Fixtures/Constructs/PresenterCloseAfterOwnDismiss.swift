import SwiftUI

@main
struct AtlasApp: App {
  var body: some Scene { WindowGroup { AtlasHome() } }
}

struct AtlasHome: View {
  @State private var planning = false

  var body: some View {
    Button("Plan a trip") { planning = true }
      .sheet(isPresented: $planning) { TripPlanner() }
  }
}

/// The planner hands its own dismiss to the consent sheet it presents; the sheet closes itself
/// first, so the planner's dismiss then closes the planner alone.
struct TripPlanner: View {
  @Environment(\.dismiss) private var dismiss
  @State private var askingConsent = false

  var body: some View {
    Button("Share location") { askingConsent = true }
      .sheet(isPresented: $askingConsent) {
        LocationConsent { dismiss() }
      }
  }
}

struct LocationConsent: View {
  @Environment(\.dismiss) private var dismiss
  let onDone: () -> Void

  var body: some View {
    Button("Not now") {
      dismiss()
      onDone()
    }
  }
}
