import SwiftUI

// Views built by the views' own helper methods whose names start with `_`: the App's tabs, a list
// inside a `ZStack`, and the content of a modifier given by name.
enum ShaleTab: Hashable {
  case inbox
  case archive
}

@main
struct ShaleApp: App {
  @State private var tab: ShaleTab = .inbox

  var body: some Scene {
    WindowGroup {
      TabView(selection: $tab) {
        _tabView(for: .inbox)
        _tabView(for: .archive)
      }
    }
  }

  @ViewBuilder
  private func _tabView(for kind: ShaleTab) -> some View {
    NavigationStack {
      if kind == .archive { ShaleArchive() } else { ShaleInbox() }
    }
    .tabItem { Text("Mail") }
    .tag(kind)
  }
}

struct ShaleInbox: View {
  let notes = ["a", "b"]

  var body: some View {
    ZStack {
      Color.clear
      _list()
    }
  }

  @ViewBuilder
  private func _list() -> some View {
    List(notes, id: \.self) { note in
      NavigationLink(note, destination: ShaleNote(note: note))
    }
  }
}

struct ShaleArchive: View {
  @State private var scanning = false

  var body: some View {
    Text("Archive")
      .safeAreaInset(edge: .bottom, content: _scanButton)
      .fullScreenCover(isPresented: $scanning) { ShaleScanner() }
  }

  private func _scanButton() -> some View {
    Button("Scan") { scanning = true }
  }
}

struct ShaleNote: View {
  let note: String

  var body: some View { Text(note) }
}

struct ShaleScanner: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}
