import SwiftUI

// A root whose branch returns a view held in a local constant, declared at the top of the body:
// the constant shows the view its initializer creates.
@main
struct LarkApp: App {
  var body: some Scene {
    WindowGroup { LarkStart().environmentObject(LarkOnboard()) }
  }
}

final class LarkOnboard: ObservableObject {
  @Published var complete = false
}

final class LarkSettings: ObservableObject {
  @Published var loggedIn = false
}

struct LarkStart: View {
  @EnvironmentObject var onboard: LarkOnboard

  var body: some View {
    let contentView = LarkLogin()
    let settings = LarkSettings()
    if onboard.complete {
      return AnyView(contentView.environmentObject(settings))
    } else {
      return AnyView(LarkIntro())
    }
  }
}

struct LarkIntro: View {
  @EnvironmentObject var onboard: LarkOnboard

  var body: some View {
    Button("Begin") { onboard.complete = true }
  }
}

struct LarkLogin: View {
  @State private var showHelp = false

  var body: some View {
    Button("Help") { showHelp = true }
      .sheet(isPresented: $showHelp) { LarkHelp() }
  }
}

struct LarkHelp: View {
  var body: some View {
    Text("Help")
  }
}
