import SwiftUI

// Rows held in a view's plain `var` with a literal of rows, each holding its destination, listed
// by a `ForEach` whose closure names the row `$0`: each row's link pushes its own destination.
@main
struct AtlasApp: App {
  var body: some Scene {
    WindowGroup { AtlasMenu() }
  }
}

struct AtlasMenu: View {
  struct Row: Identifiable {
    var id: String { title }
    let title: String
    let destination: AnyView
  }

  private var rows: [Row] = [
    Row(title: "Rivers", destination: AnyView(AtlasRivers())),
    Row(title: "Peaks", destination: AnyView(AtlasPeaks())),
  ]

  var body: some View {
    NavigationStack {
      List {
        ForEach(rows) {
          NavigationLink(destination: $0.destination) { Text($0.title) }
        }
      }
    }
  }
}

struct AtlasRivers: View {
  var body: some View { Text("Rivers") }
}

struct AtlasPeaks: View {
  var body: some View { Text("Peaks") }
}
