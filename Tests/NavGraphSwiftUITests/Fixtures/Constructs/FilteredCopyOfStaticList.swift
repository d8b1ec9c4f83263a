import SwiftUI

// A catalogue listing a static table of demos, each holding its view, through a copy the view
// keeps and a search filter over it, written as a ternary in one tab and as an `if` in the other.
struct GlenDemo: Identifiable {
  let id = UUID()
  let name: String
  let screen: AnyView

  static let all = [
    GlenDemo(name: "Scanner", screen: AnyView(GlenScanner())),
    GlenDemo(name: "Charts", screen: AnyView(GlenCharts())),
  ]

  static let tools = [GlenDemo(name: "Level", screen: AnyView(GlenLevel()))]
}

@main
struct GlenApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        GlenCatalog().tabItem { Text("Demos") }
        GlenToolbox().tabItem { Text("Tools") }
      }
    }
  }
}

struct GlenCatalog: View {
  private let demos = GlenDemo.all
  @State private var query = ""

  private var shown: [GlenDemo] {
    query.isEmpty ? demos : demos.filter { $0.name.contains(query) }
  }

  var body: some View {
    NavigationStack {
      List(shown) { demo in
        NavigationLink(demo.name, destination: demo.screen)
      }
      .searchable(text: $query)
    }
  }
}

struct GlenToolbox: View {
  private let tools = GlenDemo.tools
  @State private var query = ""

  private var visible: [GlenDemo] {
    if query.isEmpty {
      return tools
    } else {
      return tools.filter { $0.name.contains(query) }
    }
  }

  var body: some View {
    NavigationStack {
      List(visible) { tool in
        NavigationLink(tool.name, destination: tool.screen)
      }
      .searchable(text: $query)
    }
  }
}

struct GlenLevel: View {
  var body: some View { Text("Level") }
}

struct GlenScanner: View {
  var body: some View { Text("Scanner") }
}

struct GlenCharts: View {
  var body: some View { Text("Charts") }
}
