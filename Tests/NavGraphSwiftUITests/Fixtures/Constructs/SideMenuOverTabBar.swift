import SwiftUI

// A side menu beside the `TabView`, bound to state the tab roots' toolbar buttons set to true (it
// closes itself by setting its binding to false): its links are on the screens that open it, not
// on the screens pushed on the tabs. The toast beside it has no visibility state: its links are on
// every screen a tab shows.
@main
struct LoafApp: App {
  var body: some Scene {
    WindowGroup { LoafRootView() }
  }
}

struct LoafRootView: View {
  @State private var showMenu = false
  @State private var showSettings = false
  @State private var showHistory = false

  var body: some View {
    ZStack {
      TabView {
        NavigationStack {
          BreadsView()
            .toolbar {
              ToolbarItem(placement: .navigationBarLeading) { menuButton }
            }
        }
        .tabItem { Label("Breads", systemImage: "circle") }
        NavigationStack {
          CakesView()
            .toolbar {
              ToolbarItem(placement: .navigationBarLeading) { menuButton }
            }
        }
        .tabItem { Label("Cakes", systemImage: "square") }
      }
      LoafSideMenu(isPresented: $showMenu, onSettings: { showSettings = true })
      LoafToast(onUndo: { showHistory = true })
    }
    .sheet(isPresented: $showSettings) { LoafSettingsView() }
    .sheet(isPresented: $showHistory) { LoafHistoryView() }
  }

  private var menuButton: some View {
    Button {
      withAnimation { showMenu = true }
    } label: {
      Image(systemName: "line.3.horizontal")
    }
  }
}

struct LoafSideMenu: View {
  @Binding var isPresented: Bool
  let onSettings: () -> Void

  var body: some View {
    ZStack(alignment: .leading) {
      if isPresented {
        Color.black.opacity(0.4).onTapGesture { isPresented = false }
      }
      VStack {
        Button("Settings") {
          isPresented = false
          onSettings()
        }
      }
      .offset(x: isPresented ? 0 : -300)
    }
  }
}

// The same menu written without a binding, for a test that shows it `if showMenu { ... }`.
struct LoafMenuPanel: View {
  let onSettings: () -> Void
  var body: some View { Button("Settings", action: onSettings) }
}

struct LoafToast: View {
  let onUndo: () -> Void
  var body: some View { Button("Undo", action: onUndo) }
}

struct BreadsView: View {
  var body: some View {
    NavigationLink("Rye") { RyeView() }
  }
}

struct RyeView: View {
  var body: some View { Text("Rye") }
}

struct CakesView: View {
  var body: some View {
    NavigationLink("Torte") { TorteView() }
  }
}

struct TorteView: View {
  var body: some View { Text("Torte") }
}

struct LoafSettingsView: View {
  var body: some View { Text("Settings") }
}

struct LoafHistoryView: View {
  var body: some View { Text("History") }
}
