import SwiftUI

// A generic wrapper that shows its `@ViewBuilder` content with toasts over it, around the tab bar:
// `AppShell { QuiltTabs() }`.
@main
struct QuiltApp: App {
  var body: some Scene {
    WindowGroup {
      AppShell {
        QuiltTabs()
      }
    }
  }
}

struct AppShell<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    ZStack(alignment: .top) {
      content
      ToastStack()
    }
  }
}

struct ToastStack: View {
  var body: some View { Text("Toasts") }
}

struct QuiltTabs: View {
  var body: some View {
    TabView {
      NavigationStack {
        PatternsView()
      }
      .tabItem { Label("Patterns", systemImage: "square.grid.3x3") }
      FabricsView()
        .tabItem { Label("Fabrics", systemImage: "scissors") }
    }
  }
}

struct PatternsView: View {
  var body: some View {
    NavigationLink("Log cabin") { LogCabinView() }
  }
}

struct LogCabinView: View {
  var body: some View { Text("Log cabin") }
}

struct FabricsView: View {
  var body: some View { Text("Fabrics") }
}
