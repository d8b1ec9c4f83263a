import SwiftUI

// Tabs made by `ForEach` over an enum's cases, each tab's view given by a switch on the case: a
// case showing a placeholder (`Spacer()`, under a button laid over the bar) is no tab and no
// screen, and the view holding the tab bar does not become a screen through it.

@main
struct MothApp: App {
  var body: some Scene {
    WindowGroup { MothTabs() }
  }
}

enum MothPane: Hashable, CaseIterable, Identifiable {
  case field
  case gap
  case journal

  var id: MothPane { self }

  @ViewBuilder
  var title: some View {
    switch self {
    case .field: Label("Field", systemImage: "leaf")
    case .gap: EmptyView()
    case .journal: Label("Journal", systemImage: "book")
    }
  }

  @ViewBuilder
  var page: some View {
    switch self {
    case .field: FieldPage()
    case .gap: Spacer()
    case .journal: JournalPage()
    }
  }
}

struct MothTabs: View {
  @State private var pane: MothPane = .field
  @State private var showsCamera = false

  var body: some View {
    ZStack(alignment: .bottom) {
      TabView(selection: $pane) {
        ForEach(MothPane.allCases) { item in
          item.page
            .tag(item)
            .tabItem { item.title }
        }
      }
      Button("Camera") { showsCamera = true }
        .sheet(isPresented: $showsCamera) { MothCamera() }
    }
  }
}

struct FieldPage: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Sighting") { SightingPage() }
    }
  }
}

struct JournalPage: View {
  var body: some View { Text("Journal") }
}

struct SightingPage: View {
  var body: some View { Text("Sighting") }
}

struct MothCamera: View {
  var body: some View { Text("Camera") }
}
