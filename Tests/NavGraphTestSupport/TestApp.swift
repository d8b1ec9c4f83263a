import NavGraph

/// Builds `App` values in tests without going through the loader: screens are given with their
/// links as (kind, target id, label), and ids are resolved here. A target id that names no screen
/// (or tab) leaves the link unresolved (-1), as the loader does.
///
/// Links and screens get distinct offsets in declaration order, so findings sort as they would for
/// a real file. `home` is the named screen, else the first tab's root, else the entry screen.
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

  package func build() -> App {
    var index: [String: Int32] = [:]
    for (i, s) in screens.enumerated() { index[s.id] = Int32(i) }
    var tabIndex: [String: Int32] = [:]
    for (i, t) in tabs.enumerated() { tabIndex[t.id] = Int32(i) }
    var links: [Link] = []
    var result: [Screen] = []
    for (i, s) in screens.enumerated() {
      let start = Int32(links.count)
      for (j, (kind, to, label)) in s.links.enumerated() {
        let target: Int32
        switch kind.target {
        case .screen: target = to.flatMap { index[$0] } ?? -1
        case .tab: target = to.flatMap { tabIndex[$0] } ?? -1
        case .none: target = -1
        }
        links.append(
          Link(
            kind: kind, target: target, label: label, offset: i * 1000 + j + 1, targetOffset: i * 1000 + j + 1
          ))
      }
      result.append(
        Screen(
          id: s.id, title: s.title, stack: s.stack, backButtonHidden: s.backButtonHidden,
          dismissDisabled: s.dismissDisabled, hidesTabBar: s.hidesTabBar, linkStart: start,
          linkEnd: Int32(links.count), offset: i * 1000))
    }
    let appTabs = tabs.map { Tab(id: $0.id, root: index[$0.root] ?? -1, stack: $0.stack) }
    let entryIndex = entry.flatMap { index[$0] } ?? -1
    let homeIndex = home.map { index[$0] ?? -1 } ?? (appTabs.first?.root ?? entryIndex)
    return App(name: name, entry: entryIndex, home: homeIndex, tabs: appTabs, screens: result, links: links)
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
