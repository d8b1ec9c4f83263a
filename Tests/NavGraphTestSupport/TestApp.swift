import NavGraph

/// Builds `App` values in tests without a description file: a thin wrapper over the library's
/// `AppBuilder`, with screens given with their links as (kind, target id, label). A target id that
/// names no screen (or tab) leaves the link without a target, as the loader does.
///
/// The elements get distinct anchors in declaration order (screen i at offset 1000 i, its link j at
/// 1000 i + j + 1, tab t at 100 000 + t) into an empty in-memory file with JSON paths, so findings
/// sort and are located as they would be for a real file. `home` is the named screen, else the
/// first tab's root, else the entry screen.
package struct TestApp {
  package struct ScreenSpec {
    package var id: String
    package var title: String?
    package var links: [(LinkKind, String?, String?)]
    package var stack = false
    package var backButtonHidden = false
    package var dismissDisabled = false
    package var hidesTabBar = false
  }

  package var name: String?
  package var screens: [ScreenSpec] = []
  package var tabs: [(id: String, root: String, stack: Bool)] = []
  package var entry: String?
  package var home: String?

  package init() {}

  package mutating func screen(
    _ id: String, _ links: [(LinkKind, String?, String?)] = [], title: String? = nil, stack: Bool = false,
    backButtonHidden: Bool = false, dismissDisabled: Bool = false, hidesTabBar: Bool = false
  ) {
    screens.append(
      ScreenSpec(
        id: id, title: title, links: links, stack: stack, backButtonHidden: backButtonHidden,
        dismissDisabled: dismissDisabled, hidesTabBar: hidesTabBar))
  }

  /// The app; `AppBuilder` makes one whatever the diagnostics, which tests of bad apps rely on.
  package func build() -> App {
    var sources = SourceMap(paths: JSONPaths())
    let file = sources.add(SourceFile(name: "<memory>", bytes: []))
    func anchor(_ offset: Int) -> SourceAnchor { SourceAnchor(file: file, offset: offset) }
    var builder = AppBuilder(sources: sources)
    builder.name = name
    for (t, tab) in tabs.enumerated() {
      builder.addTab(tab.id, root: tab.root, stack: tab.stack, at: anchor(100_000 + t))
    }
    for (i, s) in screens.enumerated() {
      let links = s.links.enumerated().map { j, link in
        AppBuilder.LinkSpec(link.0, to: link.1, label: link.2, at: anchor(i * 1000 + j + 1))
      }
      builder.addScreen(
        s.id, title: s.title, stack: s.stack, backButtonHidden: s.backButtonHidden,
        dismissDisabled: s.dismissDisabled, hidesTabBar: s.hidesTabBar, links: links, at: anchor(i * 1000))
    }
    if let entry { builder.setEntry(entry) }
    if let home { builder.setHome(home) }
    return builder.build().app!
  }

  /// The app of the second seed: tabs b and c; C pushes D, D pushes E; E pops to root.
  package static var tabsCoordinator: App {
    var b = TestApp()
    b.tabs = [("b", "B", true), ("c", "C", true)]
    b.screen("B")
    b.screen("C", [(.push, "D", "NavigateToD")])
    b.screen("D", [(.push, "E", "NavigateToE")])
    b.screen("E", [(.popToRoot, nil, "BackToC")])
    return b.build()
  }
}
