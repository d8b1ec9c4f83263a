import SwiftUI

// A tab's root switches its own content between two lists with an `if` chain on its state, which
// the header's buttons set: a segmented control inside the app's tab bar, not a tab bar.
@main
struct PlumeApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        NavigationStack { PlumeInbox() }.tabItem { Label("Inbox", systemImage: "tray") }
        PlumeSettings().tabItem { Label("Settings", systemImage: "gear") }
      }
    }
  }
}

struct PlumeInbox: View {
  @State private var page = 0

  var body: some View {
    VStack {
      PlumeHeader(page: $page)
      if page == 0 {
        PlumeAlerts()
      } else if page == 1 {
        PlumeRequests()
      }
    }
  }
}

struct PlumeHeader: View {
  @Binding var page: Int

  var body: some View {
    HStack {
      Button("Alerts") { page = 0 }
      Button("Requests") { page = 1 }
    }
  }
}

struct PlumeAlerts: View {
  var body: some View { Text("No alerts") }
}

struct PlumeRequests: View {
  var body: some View { NavigationLink("Open request") { PlumeRequest() } }
}

struct PlumeRequest: View {
  var body: some View { Text("Request") }
}

struct PlumeSettings: View {
  var body: some View { Text("Settings") }
}
