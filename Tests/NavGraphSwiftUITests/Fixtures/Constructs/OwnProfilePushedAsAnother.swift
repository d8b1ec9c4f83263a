import SwiftUI

// A profile whose settings button shows only on one's own profile, and whose friend row pushes a
// friend's profile, the same view type created with the flag false.
@main
struct KennelApp: App {
  var body: some Scene { WindowGroup { KennelTabs() } }
}

struct KennelTabs: View {
  var body: some View {
    TabView {
      NavigationStack { PupProfile(isMine: true) }.tabItem { Text("Me") }
    }
  }
}

struct PupProfile: View {
  var isMine: Bool
  @State private var showsPrefs = false

  var body: some View {
    PupFriendRow()
      .toolbar {
        Button("Prefs") { showsPrefs.toggle() }.opacity(isMine ? 1 : 0)
      }
      .sheet(isPresented: $showsPrefs) { PupPrefs() }
  }
}

struct PupFriendRow: View {
  var body: some View { NavigationLink("Rex", destination: PupProfile(isMine: false)) }
}

struct PupPrefs: View {
  var body: some View { Text("Prefs") }
}
