import NavGraph
import NavGraphTestSupport

/// Random small apps: 2-7 screens, 0-3 tabs, every link kind, random flags, optional entry and
/// home. In `acyclic` apps, pushes and presentations only go to later screens, so the state space
/// is finite. Format 1.1: every app may have `dismissAction` links; in typed apps (two in five), 1-3
/// value types, screens registering random subsets of them (`destinations`) and value pushes.
enum RandomApps {
  static func make(seed: UInt64) -> App {
    var r = SplitMix64(seed: seed)
    let acyclic = r.chance(75)
    // A third of the apps stress the tab bar: more tabs, `tab` links, hidden tab bars and back buttons.
    let tabHeavy = r.chance(33)
    let n = (acyclic ? 3 : 2) + r.int(acyclic ? 5 : 6)
    let tabCount = tabHeavy ? 2 + r.int(2) : r.int(4)
    let typeCount = r.chance(40) ? 1 + r.int(3) : 0
    var tabs: [Tab] = []
    for t in 0..<tabCount {
      let root = Int32(t < n && r.chance(85) ? t : r.int(n))
      tabs.append(Tab(id: "t\(t)", root: root, stack: r.chance(90), offset: 100_000 + t))
    }
    let entry: Int32 = tabCount == 0 || r.chance(tabHeavy ? 20 : 35) ? Int32(r.chance(90) ? 0 : r.int(n)) : -1
    var screens: [Screen] = []
    var links: [Link] = []
    let kinds: [(LinkKind, Int)] = [
      (.push, 30), (.sheet, 10), (.fullScreenCover, 12), (.popover, 5), (.tab, tabHeavy ? 20 : 10),
      (.replace, 5),
      (.pop, 7), (.popToRoot, 6), (.dismiss, 15), (.dismissAction, 8),
    ]
    let hiddenPercent = tabHeavy ? 45 : 20
    let backHiddenPercent = tabHeavy ? 40 : 30
    for i in 0..<n {
      let start = Int32(links.count)
      let count = 1 + r.int(4)
      for j in 0..<count {
        var pick = r.int(kinds.reduce(0) { $0 + $1.1 })
        var kind = LinkKind.push
        for (k, weight) in kinds {
          if pick < weight {
            kind = k
            break
          }
          pick -= weight
        }
        // In acyclic apps every screen but the last leads on to a later one.
        if acyclic && j == 0 && i + 1 < n {
          kind = r.chance(60) ? .push : [.sheet, .fullScreenCover, .popover][r.int(3)]
        }
        var target: Int32 = -1
        switch kind.target {
        case .screen:
          let forward = kind == .push || kind.isModal
          if acyclic && forward {
            guard i + 1 < n else { continue }
            target = Int32(j == 0 && r.chance(60) ? i + 1 : i + 1 + r.int(n - i - 1))
          } else {
            target = Int32(r.int(n))
          }
        case .tab:
          target = tabCount > 0 ? Int32(r.int(tabCount)) : -1
        case .none:
          break
        }
        let value: Int32 = kind == .push && typeCount > 0 && r.chance(55) ? Int32(r.int(typeCount)) : -1
        links.append(
          Link(
            kind: kind, target: target, label: "l\(i)_\(j)", offset: i * 1000 + j + 1,
            targetOffset: i * 1000 + j + 1, value: value))
      }
      var destinations: UInt64 = 0
      for t in 0..<typeCount where r.chance(35) { destinations |= 1 << UInt64(t) }
      screens.append(
        Screen(
          id: "S\(i)", stack: r.chance(i == 0 ? 80 : 60), backButtonHidden: r.chance(backHiddenPercent),
          dismissDisabled: r.chance(30), hidesTabBar: r.chance(hiddenPercent), destinations: destinations,
          linkStart: start, linkEnd: Int32(links.count), offset: i * 1000))
    }
    var home: Int32 = tabs.first?.root ?? entry
    if r.chance(40) { home = Int32(r.int(n)) }
    return App(
      name: "random \(seed)", entry: entry, home: home, tabs: tabs, screens: screens, links: links,
      valueTypes: (0..<typeCount).map { "T\($0)" })
  }

  /// The app as readable text, for failure messages.
  static func describe(_ app: App) -> String {
    var lines: [String] = []
    let entry = app.entry >= 0 ? app.screens[Int(app.entry)].id : "-"
    let home = app.home >= 0 ? app.screens[Int(app.home)].id : "-"
    lines.append("entry \(entry), home \(home)")
    for t in app.tabs {
      lines.append("tab \(t.id): root \(app.screens[Int(t.root)].id)\(t.stack ? " stack" : "")")
    }
    for (i, s) in app.screens.enumerated() {
      var flags: [String] = []
      if s.stack { flags.append("stack") }
      if s.backButtonHidden { flags.append("backButtonHidden") }
      if s.dismissDisabled { flags.append("dismissDisabled") }
      if s.hidesTabBar { flags.append("hidesTabBar") }
      for (t, name) in app.valueTypes.enumerated() where s.destinations & (1 << UInt64(t)) != 0 {
        flags.append("registers \(name)")
      }
      let links = app.links(of: Int32(i)).map { link -> String in
        switch link.kind.target {
        case .screen where link.value >= 0:
          return "push \(app.screens[Int(link.target)].id) (value \(app.valueTypes[Int(link.value)]))"
        case .screen: return "\(link.kind.rawValue) \(app.screens[Int(link.target)].id)"
        case .tab: return "\(link.kind.rawValue) \(link.target >= 0 ? app.tabs[Int(link.target)].id : "?")"
        case .none: return link.kind.rawValue
        }
      }
      lines.append("\(s.id) [\(flags.joined(separator: " "))]: \(links.joined(separator: ", "))")
    }
    return lines.joined(separator: "\n")
  }

  static func describe(_ s: BruteState, _ app: App) -> String {
    func stack(_ st: [Int32]) -> String {
      "[" + st.map { app.screens[Int($0)].id }.joined(separator: " ") + "]"
    }
    var parts: [String] = []
    switch s.root {
    case .tabs(let selected, let stacks):
      parts.append("tabs sel \(selected) " + stacks.map(stack).joined(separator: " "))
    case .single(let st):
      parts.append("single " + stack(st))
    }
    for m in s.modals { parts.append("\(m.kind.rawValue)\(m.hasStack ? "+stack" : "") \(stack(m.stack))") }
    return parts.joined(separator: "; ")
  }
}
