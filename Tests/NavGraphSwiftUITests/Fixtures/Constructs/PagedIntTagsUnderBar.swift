import SwiftUI

// A pager whose pages are tagged with numbers, selected by a strip of buttons the app draws under
// it, given the selection's binding: the pages are tabs, as with tags of an enum.

@main
struct LanternApp: App {
  var body: some Scene { WindowGroup { LanternHost() } }
}

struct LanternHost: View {
  @State private var page = 0

  var body: some View {
    ZStack(alignment: .bottom) {
      TabView(selection: $page) {
        LanternFeed().tag(0)
        LanternLibrary().tag(1)
        LanternSettings().tag(2)
      }
      .tabViewStyle(.page(indexDisplayMode: .never))
      LanternStrip(page: $page)
    }
  }
}

struct LanternStrip: View {
  @Binding var page: Int

  var body: some View {
    HStack {
      Button("Feed") { page = 0 }
      Button("Library") { page = 1 }
      Button("Settings") { page = 2 }
    }
  }
}

struct LanternFeed: View {
  var body: some View { Text("Feed") }
}

struct LanternLibrary: View {
  var body: some View { Text("Library") }
}

struct LanternSettings: View {
  @State private var showsAbout = false

  var body: some View {
    Button("About") { showsAbout = true }
      .sheet(isPresented: $showsAbout) { LanternAbout() }
  }
}

struct LanternAbout: View {
  var body: some View { Text("About") }
}
