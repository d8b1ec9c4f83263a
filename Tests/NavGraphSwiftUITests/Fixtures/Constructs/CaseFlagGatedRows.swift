import SwiftUI

// Rows of every case of an enum, each pushing the case's page unless a computed Bool of the case
// says it is still to come: `if entry.isSoon { Text(...) } else { NavigationLink(destination:
// entry.page) { ... } }`.

@main
struct DeckApp: App {
  var body: some Scene {
    WindowGroup { DeckHome() }
  }
}

enum DeckEntry: String, CaseIterable {
  case log, chart, radar, crew

  var isSoon: Bool {
    switch self {
    case .log, .chart: return false
    default: return true
    }
  }

  var page: AnyView {
    switch self {
    case .log: return AnyView(LogPage())
    case .chart: return AnyView(ChartPage())
    default: return AnyView(SoonPage())
    }
  }
}

struct DeckHome: View {
  var body: some View {
    NavigationView {
      List(DeckEntry.allCases, id: \.self) { entry in
        if entry.isSoon {
          Text("\(entry.rawValue): later")
        } else {
          NavigationLink(destination: entry.page) { Text(entry.rawValue) }
        }
      }
    }
  }
}

struct LogPage: View { var body: some View { Text("Log") } }
struct ChartPage: View { var body: some View { Text("Chart") } }
struct SoonPage: View { var body: some View { Text("Soon") } }
