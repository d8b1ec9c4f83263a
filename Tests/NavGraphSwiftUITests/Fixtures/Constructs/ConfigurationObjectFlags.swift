import SwiftUI

// A bar configured by an object each screen makes, `BarConfig(title:showBack:)`, its initializer
// storing `showBack` (true by default), given to a container that shows the bar: the back button
// is on the screens whose object leaves `showBack` true.

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

final class BarConfig: ObservableObject {
  @Published var title: String
  @Published var showBack: Bool

  init(title: String, showBack: Bool = true) {
    self.title = title
    self.showBack = showBack
  }
}

struct Container<Content: View>: View {
  @ObservedObject var config: BarConfig
  @ViewBuilder var content: () -> Content
  var body: some View {
    VStack {
      TopBar(config: config)
      content()
    }
  }
}

struct TopBar: View {
  @Environment(\.presentationMode) private var presentationMode
  @ObservedObject var config: BarConfig
  var body: some View {
    HStack {
      if config.showBack {
        Button("Back") { presentationMode.wrappedValue.dismiss() }
      }
      Text(config.title)
    }
  }
}

struct DockList: View {
  var config: BarConfig { BarConfig(title: "Docks", showBack: false) }
  var body: some View {
    Container(config: config) {
      NavigationLink(destination: DockDetail()) { Text("Open") }
    }
  }
}

struct DockDetail: View {
  var body: some View {
    Container(config: BarConfig(title: "Dock")) { Text("Detail") }
  }
}

struct Settings: View {
  var body: some View {
    Container(config: BarConfig(title: "Settings", showBack: false)) { Text("Settings") }
  }
}
