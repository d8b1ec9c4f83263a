import SwiftUI

// A chip component takes a case of an enum whose computed property builds each case's page, and
// pushes that page through a hidden link; the home screen makes a chip per case.
@main
struct FlintApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { FlintHome() } }
  }
}

enum FlintShortcut: CaseIterable {
  case orders
  case help

  @ViewBuilder var page: some View {
    switch self {
    case .orders: FlintOrders()
    case .help: FlintHelp()
    }
  }
}

struct FlintChip: View {
  let shortcut: FlintShortcut
  @State private var going = false

  var body: some View {
    Button("Open") { going = true }
      .background(NavigationLink(destination: shortcut.page, isActive: $going) { EmptyView() }.hidden())
  }
}

struct FlintHome: View {
  var body: some View {
    VStack {
      ForEach(FlintShortcut.allCases, id: \.self) { FlintChip(shortcut: $0) }
    }
  }
}

struct FlintOrders: View {
  var body: some View { Text("Orders") }
}

struct FlintHelp: View {
  var body: some View { Text("Help") }
}
