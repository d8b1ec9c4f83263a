import SwiftUI

// A sheet whose content is a router container: `LogSheet` is a stack around a switch on the
// route its creator gives, so each branch is the sheet's screen, with the container's Close.

enum Chore: String {
  case water
  case prune
}

enum LogRoute: Identifiable {
  case log(Chore)
  case notes

  var id: String {
    switch self {
    case .log(let chore): return chore.rawValue
    case .notes: return "notes"
    }
  }
}

@main
struct GardenApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { GardenView() }
    }
  }
}

struct GardenView: View {
  @State private var logRoute: LogRoute?

  var body: some View {
    VStack {
      logButton("Water", chore: .water)
      logButton("Prune", chore: .prune)
      Button("Notes") { logRoute = .notes }
    }
    .sheet(item: $logRoute) { route in
      LogSheet(route: route)
    }
  }

  private func logButton(_ title: String, chore: Chore) -> some View {
    Button(title) {
      logRoute = .log(chore)
    }
  }
}

struct LogSheet: View {
  @Environment(\.dismiss) private var dismiss
  let route: LogRoute

  var body: some View {
    NavigationStack {
      form
        .toolbar {
          Button("Close") { dismiss() }
        }
    }
  }

  @ViewBuilder
  private var form: some View {
    switch route {
    case let .log(chore):
      switch chore {
      case .water: WateringForm()
      case .prune: PruningForm()
      }
    case .notes:
      NotesForm()
    }
  }
}

struct WateringForm: View {
  var body: some View { Text("Litres") }
}

struct PruningForm: View {
  var body: some View { Text("Branches") }
}

struct NotesForm: View {
  var body: some View { Text("Notes") }
}
