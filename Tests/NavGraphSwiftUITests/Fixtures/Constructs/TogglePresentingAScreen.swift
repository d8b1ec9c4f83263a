import SwiftUI

// A switch that pushes: the sync screen's toggle is bound to the flag of its hidden push, so
// turning it on opens the dashboard. The reminders toggle's state presents nothing.
@main
struct OrchardApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { SyncSetupView() }
    }
  }
}

struct SyncSetupView: View {
  @State private var syncsHealth = false
  @State private var reminds = false
  @State private var showsPrivacy = false

  var body: some View {
    VStack {
      Toggle(isOn: $syncsHealth) {
        Text("Connect health data")
      }
      Toggle("Daily reminders", isOn: $reminds)
      Toggle("Privacy notes", isOn: $showsPrivacy)
    }
    .navigationDestination(isPresented: $syncsHealth) { OrchardDashboard() }
    .sheet(isPresented: $showsPrivacy) { PrivacyNotesView() }
  }
}

struct OrchardDashboard: View {
  var body: some View { Text("Dashboard") }
}

struct PrivacyNotesView: View {
  var body: some View { Text("Privacy") }
}
