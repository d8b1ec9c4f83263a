import SwiftUI

// Shared components whose body, or whose button's action, switches on a property its creators
// give as an enum case or a string.
@main
struct LanternApp: App {
  var body: some Scene {
    WindowGroup { LanternHome() }
  }
}

enum LanternKind {
  case wick
  case glass
  case oil
}

enum LanternStop: Hashable {
  case wick
  case glass
  case oil
}

struct LanternHome: View {
  @State private var path: [LanternStop] = []

  var body: some View {
    NavigationStack(path: $path) {
      List {
        LanternRow(kind: .wick)
        LanternTile(code: "help")
        LanternStep(kind: .glass, path: $path)
        NavigationLink("Shelf") { LanternShelf() }
      }
      .navigationDestination(for: LanternStop.self) { stop in
        switch stop {
        case .wick: LanternWick()
        case .glass: LanternGlass()
        case .oil: LanternOil()
        }
      }
    }
  }
}

struct LanternShelf: View {
  var body: some View {
    VStack {
      LanternRow(kind: .oil)
      LanternTile(code: "news")
    }
  }
}

struct LanternRow: View {
  let kind: LanternKind

  var body: some View {
    switch kind {
    case .wick: NavigationLink("Wick") { LanternWick() }
    case .glass, .oil: NavigationLink("Glass or oil") { LanternGlass() }
    }
  }
}

struct LanternTile: View {
  let code: String

  var body: some View {
    switch code {
    case "help": NavigationLink("Help") { LanternHelp() }
    default: NavigationLink("News") { LanternNews() }
    }
  }
}

struct LanternStep: View {
  let kind: LanternKind
  @Binding var path: [LanternStop]

  var body: some View {
    Button("Go") {
      switch kind {
      case .wick: path.append(.wick)
      case .glass: path.append(.glass)
      case .oil: path.append(.oil)
      }
    }
  }
}

struct LanternWick: View {
  var body: some View { Text("Wick") }
}

struct LanternGlass: View {
  var body: some View { Text("Glass") }
}

struct LanternOil: View {
  var body: some View { Text("Oil") }
}

struct LanternHelp: View {
  var body: some View { Text("Help") }
}

struct LanternNews: View {
  var body: some View { Text("News") }
}
