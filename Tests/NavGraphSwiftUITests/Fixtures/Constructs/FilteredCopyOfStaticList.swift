import SwiftUI

// A catalogue listing a static table of demos, each holding its view, through a copy the view
// keeps and a search filter over it.
struct GlenDemo: Identifiable {
  let id = UUID()
  let name: String
  let screen: AnyView

  static let all = [
    GlenDemo(name: "Scanner", screen: AnyView(GlenScanner())),
    GlenDemo(name: "Charts", screen: AnyView(GlenCharts())),
  ]
}

@main
struct GlenApp: App {
  var body: some Scene { WindowGroup { GlenCatalog() } }
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

struct GlenScanner: View {
  var body: some View { Text("Scanner") }
}

struct GlenCharts: View {
  var body: some View { Text("Charts") }
}
