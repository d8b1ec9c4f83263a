import SwiftUI

// The view holding the `TabView` beside a toast overlay in a `ZStack`: the root view shows the tab
// bar, the toasts over whatever a tab shows (their "Undo" opens a sheet).
@main
struct PotteryApp: App {
  var body: some Scene {
    WindowGroup { PotteryRootView() }
  }
}

struct PotteryRootView: View {
  @State private var showHistory = false

  var body: some View {
    ZStack(alignment: .top) {
      PotteryTabs()
      ToastOverlay(onUndo: { showHistory = true })
    }
    .sheet(isPresented: $showHistory) { HistoryView() }
  }
}

struct ToastOverlay: View {
  let onUndo: () -> Void
  var body: some View { Button("Undo", action: onUndo) }
}

struct PotteryTabs: View {
  var body: some View {
    TabView {
      NavigationStack {
        BowlsView()
      }
      .tabItem { Label("Bowls", systemImage: "circle") }
      VasesView()
        .tabItem { Label("Vases", systemImage: "triangle") }
    }
  }
}

struct BowlsView: View {
  var body: some View {
    NavigationLink("Celadon") { CeladonView() }
  }
}

struct CeladonView: View {
  var body: some View { Text("Celadon") }
}

struct VasesView: View {
  var body: some View { Text("Vases") }
}

struct HistoryView: View {
  var body: some View { Text("History") }
}
