import SwiftUI

// A container every screen wraps its content in, `Frame(title:showBack:showBar:) { ... }`, showing
// a bar only `if showBar` and handing `showBack` on to the bar, which shows its back button only
// `if showBack`: the back button is on the screens whose creations leave both true.

@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        NavigationView { DockList() }.tabItem { Text("Docks") }
        NavigationView { Settings() }.tabItem { Text("Settings") }
      }
    }
  }
}

struct Frame<Content: View>: View {
  var title: String
  var showBack: Bool = true
  var showBar: Bool = true
  @ViewBuilder var content: () -> Content
  var body: some View {
    VStack {
      if showBar { TopBar(title: title, showBack: showBack) }
      content()
    }
  }
}

struct TopBar: View {
  @Environment(\.presentationMode) private var presentationMode
  var title: String
  var showBack: Bool = true
  var body: some View {
    HStack {
      if showBack {
        Button("Back") { presentationMode.wrappedValue.dismiss() }
      }
      Text(title)
    }
  }
}

struct DockList: View {
  var body: some View {
    Frame(title: "Docks", showBack: false) {
      NavigationLink(destination: DockDetail()) { Text("Open") }
    }
  }
}

struct DockDetail: View {
  var body: some View {
    Frame(title: "Dock") { Text("Detail") }
  }
}

struct Settings: View {
  var body: some View {
    Frame(title: "Settings", showBar: false) { Text("Settings") }
  }
}
