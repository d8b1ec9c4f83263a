import SwiftUI

// A root switch between a loading placeholder, a computed property of plain content, and the
// stack: the placeholder is shown while loading, not a screen; the app starts on the stack's root.

@main
struct LarderApp: App {
  var body: some Scene {
    WindowGroup {
      LarderRootView()
    }
  }
}

struct LarderRootView: View {
  @State private var isLoading = true
  @State private var turns = 0.0

  var body: some View {
    Group {
      if isLoading {
        loadingView
      } else {
        contentView
      }
    }
    .task {
      isLoading = false
    }
  }

  private var loadingView: some View {
    VStack {
      ProgressView()
      Text("Loading the larder")
    }
    .rotationEffect(.degrees(turns))
    .onAppear { turns = 360 }
  }

  private var contentView: some View {
    NavigationStack {
      ShelvesView()
        .toolbar {
          NavigationLink("Settings") { LarderSettingsView() }
        }
    }
  }
}

struct ShelvesView: View {
  var body: some View {
    NavigationLink("Jars") { JarsView() }
  }
}

struct JarsView: View {
  var body: some View { Text("Jars") }
}

struct LarderSettingsView: View {
  var body: some View { Text("Settings") }
}
