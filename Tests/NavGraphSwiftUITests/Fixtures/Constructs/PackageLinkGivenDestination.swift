import SwiftUI

// A package's link (not in the files read) given a destination view: how it shows it is code the
// reader does not have, so it is reported at the link, not read as the screen's content.
@main
struct CanalApp: App {
  var body: some Scene {
    WindowGroup { CanalHome() }
  }
}

struct CanalHome: View {
  @State private var opened = false

  var body: some View {
    StackHost {
      VStack {
        LinkRow(destination: CanalLock(), isActive: $opened) { Text("Lock") }
        LinkRow(destination: { CanalBridge() }) { Text("Bridge") }
      }
    }
  }
}

struct CanalLock: View {
  @State private var showsMap = false
  var body: some View {
    Button("Map") { showsMap = true }
      .sheet(isPresented: $showsMap) { CanalMap() }
  }
}

struct CanalBridge: View {
  var body: some View { Text("Bridge") }
}

struct CanalMap: View {
  var body: some View { Text("Map") }
}
