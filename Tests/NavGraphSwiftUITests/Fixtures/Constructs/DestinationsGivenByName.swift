// Destinations given by name, not as closures: a function of the view for a value type
// (`.navigationDestination(for: Leg.self, destination: screen(for:))`), and a view's initializer
// for an item (`.navigationDestination(item: $log, destination: LogSheet.init)`,
// `.sheet(item: $photo, content: PhotoPane.init)`).
// Expected: Voyage: push Harbor 'Harbor', push Chart 'Chart', push LogSheet 'Log', sheet PhotoPane
//           'Photo'; Harbor: dismissAction 'Back'.
import SwiftUI

enum Leg: Hashable {
  case harbor(String)
  case chart
}

struct LogEntry: Identifiable, Hashable { let id: Int }
struct Photo: Identifiable { let id: Int }

@main
struct VoyageApp: App {
  var body: some Scene { WindowGroup { Voyage() } }
}

struct Voyage: View {
  @State private var path: [Leg] = []
  @State private var log: LogEntry?
  @State private var photo: Photo?
  var body: some View {
    NavigationStack(path: $path) {
      List {
        Button("Harbor") { path.append(.harbor("Oslo")) }
        Button("Chart") { path.append(.chart) }
        Button("Log") { log = LogEntry(id: 1) }
        Button("Photo") { photo = Photo(id: 2) }
      }
      .navigationDestination(for: Leg.self, destination: screen(for:))
      .navigationDestination(item: $log, destination: LogSheet.init)
      .sheet(item: $photo, content: PhotoPane.init)
    }
  }

  @ViewBuilder private func screen(for leg: Leg) -> some View {
    switch leg {
    case .harbor(let name): Harbor(name: name)
    case .chart: Chart()
    }
  }
}

struct Harbor: View {
  let name: String
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Back") { dismiss() } }
}

struct Chart: View {
  var body: some View { Text("Chart") }
}

struct LogSheet: View {
  let entry: LogEntry
  var body: some View { Text("\(entry.id)") }
}

struct PhotoPane: View {
  let photo: Photo
  var body: some View { Text("\(photo.id)") }
}
