import SwiftData
import SwiftUI

// A tab's root shows an empty state or the list by whether its SwiftData query has objects: both
// are the tab root's content, so the list's pushes and the add sheet are the tab root's links.

@Model
final class Chore {
  var title: String
  init(title: String) { self.title = title }
}

@main
struct ChoreApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        ChoreListView().tabItem { Label("Chores", systemImage: "checklist") }
        ChoreStatsView().tabItem { Label("Stats", systemImage: "chart.bar") }
      }
    }
  }
}

struct ChoreListView: View {
  @Query private var chores: [Chore]
  @State private var adding = false

  var body: some View {
    NavigationStack {
      if chores.isEmpty {
        ChoreEmptyView()
          .toolbar { Button("Add") { adding = true } }
      } else {
        ChoreRowsView(chores: chores)
          .toolbar { Button("Add") { adding = true } }
      }
    }
    .sheet(isPresented: $adding) { ChoreEditor() }
  }
}

struct ChoreEmptyView: View {
  var body: some View { Text("Nothing to do") }
}

struct ChoreRowsView: View {
  let chores: [Chore]

  var body: some View {
    List(chores) { chore in
      NavigationLink(chore.title) { ChoreDetail(chore: chore) }
    }
  }
}

struct ChoreDetail: View {
  let chore: Chore

  var body: some View { Text(chore.title) }
}

struct ChoreEditor: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}

struct ChoreStatsView: View {
  var body: some View { Text("Stats") }
}
