import SwiftUI

// A button component whose initializers wrap the caller's closure in a closure of their own, run
// later in a `Task`.

@main
struct ForgeApp: App {
  var body: some Scene {
    WindowGroup {
      AnvilView()
    }
  }
}

struct PillButton: View {
  let title: String
  private let run: (() async -> Void)?

  init(title: String, action: @escaping () -> Void) {
    self.title = title
    self.run = { action() }
  }

  init(title: String, asyncAction: @escaping () async -> Void) {
    self.title = title
    self.run = { await asyncAction() }
  }

  var body: some View {
    Button {
      Task {
        guard let run else { return }
        await run()
      }
    } label: {
      Text(title)
    }
  }
}

struct AnvilView: View {
  @State private var showingTongs = false
  @State private var showingBellows = false

  var body: some View {
    VStack {
      PillButton(title: "Tongs") { showingTongs = true }
      PillButton(title: "Bellows", asyncAction: { showingBellows = true })
    }
    .sheet(isPresented: $showingTongs) { TongsView() }
    .sheet(isPresented: $showingBellows) { BellowsView() }
  }
}

struct TongsView: View {
  var body: some View { Text("Tongs") }
}

struct BellowsView: View {
  var body: some View { Text("Bellows") }
}
