import NavGraph
import NavGraphTestSupport

/// Random small apps: 2-7 screens, 0-3 tabs, every link kind, random flags, optional entry and
/// home. In `acyclic` apps, pushes and presentations only go to later screens, so the state space
/// is finite. Format 1.1: every app may have `dismissAction` links; in typed apps (two in five), 1-3
/// value types, screens registering random subsets of them (`destinations`) and value pushes; in two
/// apps in five, deep links (`deepLinks(seed:...)`); in one app in three, compound actions
/// (`linkParts(seed:...)`).
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
      let root = ScreenID(t < n && r.chance(85) ? t : r.int(n))
      tabs.append(Tab(id: "t\(t)", root: root, stack: r.chance(90), anchor: memoryAnchor(100_000 + t)))
    }
    let entry: ScreenID? =
      tabCount == 0 || r.chance(tabHeavy ? 20 : 35) ? ScreenID(r.chance(90) ? 0 : r.int(n)) : nil
    var screens: [Screen] = []
    var links: [Link] = []
    var linkValues: [LinkID: Int] = [:]
    let kinds: [(LinkKind, Int)] = [
      (.push, 30), (.sheet, 10), (.fullScreenCover, 12), (.popover, 5), (.tab, tabHeavy ? 20 : 10),
      (.replace, 5),
      (.pop, 7), (.popToRoot, 6), (.dismiss, 15), (.dismissAction, 8),
    ]
    let hiddenPercent = tabHeavy ? 45 : 20
    let backHiddenPercent = tabHeavy ? 40 : 30
    for i in 0..<n {
      let start = LinkID(links.count)
      let count = 1 + r.int(4)
      for j in 0..<count {
        var kind = pick(kinds, &r)
        // In acyclic apps every screen but the last leads on to a later one.
        if acyclic && j == 0 && i + 1 < n {
          kind = r.chance(60) ? .push : [.sheet, .fullScreenCover, .popover][r.int(3)]
        }
        var destination: LinkDestination?
        switch kind.target {
        case .screen:
          let forward = kind == .push || kind.isModal
          if acyclic && forward {
            guard i + 1 < n else { continue }
            destination = .screen(ScreenID(j == 0 && r.chance(60) ? i + 1 : i + 1 + r.int(n - i - 1)))
          } else {
            destination = .screen(ScreenID(r.int(n)))
          }
        case .tab:
          destination = tabCount > 0 ? .tab(TabID(r.int(tabCount))) : nil
        case .none:
          break
        }
        if kind == .push && typeCount > 0 && r.chance(55) {
          linkValues[LinkID(links.count)] = r.int(typeCount)
        }
        links.append(
          Link(
            kind: kind, destination: destination, label: "l\(i)_\(j)", anchor: memoryAnchor(i * 1000 + j + 1))
        )
      }
      var destinations: UInt64 = 0
      for t in 0..<typeCount where r.chance(35) { destinations |= 1 << UInt64(t) }
      screens.append(
        Screen(
          id: "S\(i)", stack: r.chance(i == 0 ? 80 : 60), backButtonHidden: r.chance(backHiddenPercent),
          dismissDisabled: r.chance(30), hidesTabBar: r.chance(hiddenPercent), destinations: destinations,
          links: start..<LinkID(links.count),
          anchor: memoryAnchor(i * 1000)))
    }
    var home: ScreenID? = tabs.first?.root ?? entry
    if r.chance(40) { home = ScreenID(r.int(n)) }
    let parts = linkParts(
      seed: seed, screens: screens, acyclic: acyclic, tabs: tabCount, types: typeCount, kinds: kinds)
    return App(
      name: "random \(seed)", entry: entry, home: home, tabs: tabs, screens: screens, links: links,
      valueTypes: (0..<typeCount).map { "T\($0)" }, linkValues: linkValues, linkParts: parts,
      deepLinks: deepLinks(seed: seed, screens: n, tabs: tabCount, types: typeCount, kinds: kinds),
      sources: memorySources)
  }

  /// A link kind drawn from `kinds` with their weights.
  static func pick(_ kinds: [(LinkKind, Int)], _ r: inout SplitMix64) -> LinkKind {
    var pick = r.int(kinds.reduce(0) { $0 + $1.1 })
    for (k, weight) in kinds {
      if pick < weight { return k }
      pick -= weight
    }
    return .push
  }

  /// The deep links of the app of `seed`, from their own generator (so that the rest of the app is
  /// as it was before deep links): in two apps in five, 1-3 deep links, often with a `tab` first:
  /// half of them a router's push of their `to`, the others 1-3 moves of every kind whose `to` is
  /// the last move's screen, or a random one.
  static func deepLinks(
    seed: UInt64, screens n: Int, tabs tabCount: Int, types: Int, kinds: [(LinkKind, Int)]
  )
    -> [DeepLink]
  {
    var r = SplitMix64(seed: seed ^ 0x5DEE_CE66_D1CE_5EED)
    guard r.chance(40) else { return [] }
    var result: [DeepLink] = []
    for d in 0..<(1 + r.int(3)) {
      var moves: [Link] = []
      var values: [Int: Int] = [:]
      if tabCount > 0 && r.chance(50) {
        moves.append(
          Link(kind: .tab, destination: .tab(TabID(r.int(tabCount))), anchor: memoryAnchor(200_000 + d)))
      }
      if r.chance(50) {
        // A router's shape: push the target on whatever stack is shown (after the optional `tab`),
        // which works cold and fails warm where that stack is covered or is not a stack.
        let target = ScreenID(r.int(n))
        if types > 0 && r.chance(40) { values[moves.count] = r.int(types) }
        moves.append(Link(kind: .push, destination: .screen(target), anchor: memoryAnchor(200_000 + d)))
        result.append(
          DeepLink(
            id: "d\(d)", url: "app://d\(d)", to: target, moves: moves, moveValues: values,
            anchor: memoryAnchor(200_000 + d)))
        continue
      }
      for _ in 0..<(1 + r.int(3)) {
        let kind = pick(kinds, &r)
        var destination: LinkDestination?
        switch kind.target {
        case .screen: destination = .screen(ScreenID(r.int(n)))
        case .tab: destination = tabCount > 0 ? .tab(TabID(r.int(tabCount))) : nil
        case .none: break
        }
        if kind == .push && types > 0 && r.chance(40) { values[moves.count] = r.int(types) }
        moves.append(Link(kind: kind, destination: destination, anchor: memoryAnchor(200_000 + d)))
      }
      var to = ScreenID(r.int(n))
      if r.chance(70), let last = moves.last?.targetScreen { to = last }
      result.append(
        DeepLink(
          id: "d\(d)", url: "app://d\(d)", to: to, moves: moves, moveValues: values,
          anchor: memoryAnchor(200_000 + d)))
    }
    return result
  }

  /// The compound actions (`then`) of the app of `seed`, from their own generator (so that the rest
  /// of the app is as it was before them): in one app in three, a link in four gets 1-2 parts, half
  /// of them in the shapes real buttons have (a `dismiss` or `dismissAction` then a push of a screen
  /// on the stack below, a `popToRoot` then a `tab`, a `dismiss` then a `tab`, two `dismiss`), the
  /// others of every kind. In `acyclic` apps, pushed and presented parts go to a screen after the
  /// link's own, as the app's links do.
  static func linkParts(
    seed: UInt64, screens: [Screen], acyclic: Bool, tabs tabCount: Int, types: Int, kinds: [(LinkKind, Int)]
  ) -> [LinkID: CompoundParts] {
    var r = SplitMix64(seed: seed ^ 0x7E4E_C0DE_5EED_0001)
    guard r.chance(33) else { return [:] }
    let n = screens.count
    var result: [LinkID: CompoundParts] = [:]
    for (i, screen) in screens.enumerated() {
      /// A destination for a part of kind `kind` on screen `i`, nil where there is none.
      func destination(_ kind: LinkKind) -> LinkDestination? {
        switch kind.target {
        case .screen:
          if acyclic && (kind == .push || kind.isModal) {
            return i + 1 < n ? .screen(ScreenID(i + 1 + r.int(n - i - 1))) : nil
          }
          return .screen(ScreenID(r.int(n)))
        case .tab: return tabCount > 0 ? .tab(TabID(r.int(tabCount))) : nil
        case .none: return nil
        }
      }
      for l in screen.links where r.chance(25) {
        var moves: [Link] = []
        var values: [Int: Int] = [:]
        let anchor = memoryAnchor(300_000 + Int(l.rawValue) * 10)
        if r.chance(50) {
          let shapes: [[LinkKind]] = [
            [.push], [.tab], [.dismiss], [.dismissAction, .push], [.popToRoot, .tab], [.dismiss, .push],
          ]
          for kind in shapes[r.int(shapes.count)] {
            let target = destination(kind)
            if kind.target != .none && target == nil { continue }
            moves.append(Link(kind: kind, destination: target, anchor: anchor))
          }
        } else {
          for _ in 0..<(1 + r.int(2)) {
            var pick = r.int(kinds.reduce(0) { $0 + $1.1 })
            var kind = LinkKind.push
            for (k, weight) in kinds {
              if pick < weight {
                kind = k
                break
              }
              pick -= weight
            }
            let target = destination(kind)
            if kind.target != .none && target == nil { continue }
            moves.append(Link(kind: kind, destination: target, anchor: anchor))
          }
        }
        for (position, part) in moves.enumerated() where part.kind == .push && types > 0 && r.chance(40) {
          values[position] = r.int(types)
        }
        if !moves.isEmpty { result[l] = CompoundParts(moves: moves, moveValues: values) }
      }
    }
    return result
  }

  /// An empty in-memory file with JSON paths, for the apps' anchors (`memoryAnchor`).
  static let memorySources = SourceMap(files: [SourceFile(name: "<memory>", bytes: [])], paths: JSONPaths())

  static func memoryAnchor(_ offset: Int) -> SourceAnchor { SourceAnchor(file: 0, offset: offset) }

  /// The app as readable text, for failure messages.
  static func describe(_ app: App) -> String {
    var lines: [String] = []
    let entry = app.entry.map { app.screens[$0].id } ?? "-"
    let home = app.home.map { app.screens[$0].id } ?? "-"
    lines.append("entry \(entry), home \(home)")
    for t in app.tabs {
      lines.append("tab \(t.id): root \(t.root.map { app.screens[$0].id } ?? "?")\(t.stack ? " stack" : "")")
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
      let links = zip(app.screens[i].links, app.links(of: ScreenID(i))).map { l, link -> String in
        let own = describe(link, value: app.linkValues[l], app)
        guard let parts = app.linkParts[l] else { return own }
        let then = parts.moves.enumerated().map { describe($1, value: parts.moveValues[$0], app) }
        return own + " then [" + then.joined(separator: ", ") + "]"
      }
      lines.append("\(s.id) [\(flags.joined(separator: " "))]: \(links.joined(separator: ", "))")
    }
    for (d, deepLink) in app.deepLinks.enumerated() {
      let move = Move(.deepLink(d), on: ScreenID(0))
      let to = deepLink.to.map { app.screens[$0].id } ?? "?"
      lines.append("deep link \(deepLink.id) to \(to): \(app.describe(move).parts ?? "")")
    }
    return lines.joined(separator: "\n")
  }

  /// A link or a part as `kind target (value T)`.
  static func describe(_ link: Link, value: Int?, _ app: App) -> String {
    switch (link.kind.target, link.destination) {
    case (.screen, .screen(let t)?):
      let value = value.map { " (value \(app.valueTypes[$0]))" } ?? ""
      return "\(link.kind.rawValue) \(app.screens[t].id)\(value)"
    case (.tab, .tab(let t)?): return "\(link.kind.rawValue) \(app.tabs[t].id)"
    case (.tab, _): return "\(link.kind.rawValue) ?"
    default: return link.kind.rawValue
    }
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
