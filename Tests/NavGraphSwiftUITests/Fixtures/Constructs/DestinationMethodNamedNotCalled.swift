import SwiftUI

// Links bound to a selection, one per element of a literal list of routes, each given a method of
// its element as the destination without calling it (`destination: stop.screen`): each pushes the
// view that method builds for its element when the selection is set to its tag.
enum QuayStop: Hashable, Identifiable {
  case dock(Int), office

  var id: Self { self }

  @ViewBuilder func screen() -> some View {
    switch self {
    case .dock(let number): QuayDock(number: number)
    case .office: QuayOffice()
    }
  }
}

@main
struct QuayApp: App {
  var body: some Scene {
    WindowGroup { QuayHome() }
  }
}

struct QuayHome: View {
  @State private var stop: QuayStop?
  private let stops: [QuayStop] = [.dock(1), .office]

  var body: some View {
    NavigationView {
      ZStack {
        ForEach(stops) { item in
          NavigationLink(tag: item, selection: $stop, destination: item.screen) { EmptyView() }
        }
        VStack {
          Button("Dock") { stop = .dock(1) }
          Button("Office") { stop = .office }
        }
      }
    }
  }
}

struct QuayDock: View {
  let number: Int
  var body: some View { Text("Dock \(number)") }
}

struct QuayOffice: View {
  var body: some View { Text("Office") }
}
