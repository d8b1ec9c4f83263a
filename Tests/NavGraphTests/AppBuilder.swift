@testable import NavGraph

/// Builds `App` values in tests without a description file: a thin wrapper over the library's
/// `AppBuilder`, with screens given with their links as (kind, target id, label). The elements get
/// distinct anchors in file order (screen i at offset 1000 i, its link j at 1000 i + j + 1) into an
/// empty in-memory file with JSON paths, so findings sort and are located as for a real file.
struct AppBuilder {
  struct ScreenSpec {
    var id: String
    var links: [(LinkKind, String?, String?)]
    var stack = false
    var backButtonHidden = false
    var dismissDisabled = false
    var hidesTabBar = false
  }

  var screens: [ScreenSpec] = []
  var tabs: [(id: String, root: String, stack: Bool)] = []
  var entry: String?
  var home: String?

  mutating func screen(
    _ id: String, _ links: [(LinkKind, String?, String?)] = [], stack: Bool = false,
    backButtonHidden: Bool = false,
    dismissDisabled: Bool = false, hidesTabBar: Bool = false
  ) {
    screens.append(
      ScreenSpec(
        id: id, links: links, stack: stack, backButtonHidden: backButtonHidden,
        dismissDisabled: dismissDisabled,
        hidesTabBar: hidesTabBar))
  }

  /// The app; the test's ids must all resolve.
  func build() -> App {
    var sources = SourceMap(paths: JSONPaths())
    let file = sources.add(SourceFile(name: "<memory>", bytes: []))
    func anchor(_ offset: Int) -> SourceAnchor { SourceAnchor(file: file, offset: offset) }
    var builder = NavGraph.AppBuilder(sources: sources)
    for (t, tab) in tabs.enumerated() {
      builder.addTab(tab.id, root: tab.root, stack: tab.stack, at: anchor(100_000 + t))
    }
    for (i, s) in screens.enumerated() {
      let links = s.links.enumerated().map { j, link in
        NavGraph.AppBuilder.LinkSpec(link.0, to: link.1, label: link.2, at: anchor(i * 1000 + j + 1))
      }
      builder.addScreen(
        s.id, stack: s.stack, backButtonHidden: s.backButtonHidden, dismissDisabled: s.dismissDisabled,
        hidesTabBar: s.hidesTabBar, links: links, at: anchor(i * 1000))
    }
    if let entry { builder.setEntry(entry) }
    if let home { builder.setHome(home) }
    return builder.build().app!
  }

  /// The app of the second seed: tabs b and c; C pushes D, D pushes E; E pops to root.
  static var tabsCoordinator: App {
    var b = AppBuilder()
    b.tabs = [("b", "B", true), ("c", "C", true)]
    b.screen("B")
    b.screen("C", [(.push, "D", "NavigateToD")])
    b.screen("D", [(.push, "E", "NavigateToE")])
    b.screen("E", [(.popToRoot, nil, "BackToC")])
    return b.build()
  }
}
