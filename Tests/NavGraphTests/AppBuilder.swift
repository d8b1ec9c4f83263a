@testable import NavGraph

/// Builds `App` values in tests without going through the loader: screens are given with their
/// links as (kind, target id, label) and ids are resolved here.
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

  func build() -> App {
    var index: [String: Int32] = [:]
    for (i, s) in screens.enumerated() { index[s.id] = Int32(i) }
    var tabIndex: [String: Int32] = [:]
    for (i, t) in tabs.enumerated() { tabIndex[t.id] = Int32(i) }
    var links: [Link] = []
    var result: [Screen] = []
    // Distinct offsets in file order, so findings sort as they would for a real file.
    for (i, s) in screens.enumerated() {
      let start = Int32(links.count)
      for (j, (kind, to, label)) in s.links.enumerated() {
        let target: Int32
        switch kind.target {
        case .screen: target = index[to!] ?? -1
        case .tab: target = tabIndex[to!] ?? -1
        case .none: target = -1
        }
        links.append(
          Link(
            kind: kind, target: target, label: label, offset: i * 1000 + j + 1, targetOffset: i * 1000 + j + 1
          ))
      }
      result.append(
        Screen(
          id: s.id, stack: s.stack, backButtonHidden: s.backButtonHidden, dismissDisabled: s.dismissDisabled,
          hidesTabBar: s.hidesTabBar, linkStart: start, linkEnd: Int32(links.count), offset: i * 1000))
    }
    let appTabs = tabs.map { Tab(id: $0.id, root: index[$0.root]!, stack: $0.stack) }
    let entryIndex = entry.map { index[$0]! } ?? -1
    let homeIndex = home.map { index[$0]! } ?? (appTabs.first?.root ?? entryIndex)
    return App(entry: entryIndex, home: homeIndex, tabs: appTabs, screens: result, links: links)
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
