import SwiftUI

// A tab bar whose tabs are written inside conditions on flags the reader cannot tell (a role read
// at run time): each is a tab, with its tag, so the admin screen's button selecting tag 0 is a tab
// move to the first tab.
@main
struct KilnApp: App {
  var body: some Scene {
    WindowGroup { KilnTabs() }
  }
}

struct KilnTabs: View {
  @State private var selected = 0
  let canGlaze = Roles.current.contains("glaze")
  let isAdmin = Roles.current.contains("admin")

  var body: some View {
    TabView(selection: $selected) {
      if canGlaze {
        NavigationStack { GlazeView() }
          .tabItem { Label("Glaze", systemImage: "paintbrush") }
          .tag(0)
      }
      FiringView()
        .tabItem { Label("Firing", systemImage: "flame") }
        .tag(1)
      if isAdmin {
        KilnAdminView(selected: $selected)
          .tabItem { Label("Admin", systemImage: "key") }
          .tag(2)
      } else {
        GuestView()
          .tabItem { Label("Guest", systemImage: "person") }
          .tag(3)
      }
    }
  }
}

struct GlazeView: View {
  var body: some View { Text("Glaze") }
}

struct FiringView: View {
  var body: some View { Text("Firing") }
}

struct GuestView: View {
  var body: some View { Text("Guest") }
}

struct KilnAdminView: View {
  @Binding var selected: Int

  var body: some View {
    Button("Back to glaze") { selected = 0 }
  }
}
