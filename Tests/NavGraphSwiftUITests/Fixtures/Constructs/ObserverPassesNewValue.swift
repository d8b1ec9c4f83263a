import SwiftUI

// A flag kept in the app's defaults whose observer passes its new value on to a sheet's flag: the
// tab bar's task sets the first, which shows the sheet.
@main
struct PaddleApp: App {
  var body: some Scene {
    WindowGroup { PaddleTabs() }
  }
}

final class PaddleTabsModel: ObservableObject {
  @Published var showsIntro = false
  @AppStorage("seenIntro") var seenIntro = false {
    didSet { showsIntro = seenIntro }
  }

  func checkIntro() {
    if !seenIntro { seenIntro = true }
  }
}

struct PaddleTabs: View {
  @StateObject private var model = PaddleTabsModel()

  var body: some View {
    TabView {
      RiversView()
        .tabItem { Label("Rivers", systemImage: "water.waves") }
      GearView()
        .tabItem { Label("Gear", systemImage: "bag") }
    }
    .task { model.checkIntro() }
    .sheet(isPresented: $model.showsIntro) { IntroView() }
  }
}

struct RiversView: View {
  var body: some View { Text("Rivers") }
}

struct GearView: View {
  var body: some View { Text("Gear") }
}

struct IntroView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Start paddling") { dismiss() }
  }
}
