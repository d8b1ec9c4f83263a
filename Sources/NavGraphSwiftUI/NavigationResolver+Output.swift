internal import NavGraph
internal import SwiftSyntax

/// Deep links, then the output: ids given to screens, and everything sorted by location.
extension NavigationResolver {
  /// The deep links of a summary's `.onOpenURL` handlers: one per path through a handler that
  /// moves. A handler read for several screens (the code of a stack and of its root) gives its deep
  /// links once; a handler that gives none is reported, at the handler.
  func collectDeepLinks(_ summary: ViewSummary, screen: ScreenRecord) {
    for handler in summary.deepLinkHandlers {
      var moved = false
      for path in sequences(expandingClosureCalls(handler.effects, screen: screen), at: handler.location) {
        let moves = resolveMoves(path.effects, screen: screen)
        guard !moves.isEmpty else { continue }
        moved = true
        let literal = path.literals.first
        let named = literal.map {
          $0.contains("://") ? String($0.split(separator: "/").last ?? Substring($0)) : $0
        }
        let id = named.flatMap { $0.isEmpty ? nil : $0 } ?? "openURL"
        let label = path.conditions.isEmpty ? nil : path.conditions.joined(separator: " && ")
        let key = LinkKey(link: PendingLink(moves: moves, label: label), location: handler.location)
        guard deepLinkKeys.insert(key).inserted else { continue }
        deepLinks.append(
          (moves, id, label, literal.flatMap { $0.contains("://") ? $0 : nil }, handler.location))
      }
      if !moved {
        warn(
          "this '.onOpenURL' handler opens no screen the reader can tell: it navigates through code the reader does not follow, or not at all; add its deep links through the overlay (navgraph.json in the first PATH, or --overlay) in its \"deepLinks\"",
          at: handler.location)
      }
    }
  }

  /// How to add what the reader could not resolve: the overlay entry to write (docs/EXTRACT.md#the-overlay),
  /// its screen with the link: `"to"` only for a kind that takes a target (or a kind not known), the
  /// target's id when the reader knows it (`to`), and the value type of a value push (`value`).
  func overlayHint(_ kind: LinkKind?, to target: String? = nil, value: String? = nil, on screen: ScreenKey)
    -> String
  {
    var link = "\"kind\": " + (kind.map { "\"\($0.rawValue)\"" } ?? "...")
    if kind.map({ if case .none = $0.target { false } else { true } }) ?? true {
      link += ", \"to\": " + (target.map(JSONText.quoted) ?? "...")
    }
    if let value { link += ", \"value\": \(JSONText.quoted(value))" }
    let place = "add it through the overlay (navgraph.json in the first PATH, or --overlay)"
    switch screen {
    case .view:
      return
        "\(place): {\"id\": \(JSONText.quoted(screenName(screen))), \"links\": [{\(link)}]} in its \"screens\""
    case .inline:
      return "\(place) as a link {\(link)} of the screen of the \(screenName(screen))"
    }
  }

  // MARK: Output

  func screenName(_ key: ScreenKey) -> String {
    switch key {
    case .view(let name, let variant): return variant.map { "\(name).\($0)" } ?? name
    case .inline(let location): return "content at \(self.location(location))"
    }
  }

  func shapeLocation(_ shape: Shape) -> SourceAnchor? {
    switch shape {
    case .view(_, _, let location): return location
    case .unresolved(_, let location): return location
    case .tabs(let info): return info.location
    case .stack(let inner): return shapeLocation(inner)
    case .choice(let alternatives): return alternatives.first.flatMap { shapeLocation($0.shape) }
    default: return nil
    }
  }

  func output(name: String?) -> ExtractedNavigation {
    var ids: [ScreenKey: String] = [:]
    var used = Set<String>()
    let typeNames = screenTypeNames()
    for key in order {
      guard case .view(let name, let variant) = key else { continue }
      let typeName = typeNames[name] ?? name
      let id = variant.map { "\(typeName).\($0)" } ?? typeName
      ids[key] = id
      used.insert(id)
    }
    let inlineKeys = order.filter { if case .inline = $0 { return true } else { return false } }
      .sorted { lhs, rhs in
        guard case .inline(let a) = lhs, case .inline(let b) = rhs else { return false }
        return a < b
      }
    var inlineTabs: [String: Int] = [:]
    for key in inlineKeys where screens[key]!.kind == "tab" {
      inlineTabs[screens[key]!.host ?? "App", default: 0] += 1
    }
    for key in inlineKeys {
      let record = screens[key]!
      let host = record.host.map { typeNames[$0] ?? $0 } ?? "App"
      // A host's one tab written in place is named after the host, not itself a screen: the
      // view a user sees as that tab (`ContentView`); several keep `Host.tab`, `Host.tab2`, ....
      if record.kind == "tab", inlineTabs[record.host ?? "App"] == 1, record.host != nil, !used.contains(host)
      {
        ids[key] = host
        used.insert(host)
        continue
      }
      let base = "\(host).\(record.kind)"
      var id = base
      var n = 2
      while used.contains(id) {
        id = "\(base)\(n)"
        n += 1
      }
      ids[key] = id
      used.insert(id)
    }
    var tabs: [ExtractedTab] = []
    if appTabs != nil {
      var tabIDs = Set<String>()
      for (i, root) in tabRoots.enumerated() {
        var id = tabItems[i].tagMember ?? appTabIDs[i] ?? ids[root] ?? "tab\(i + 1)"
        if tabIDs.contains(id) { id += "-\(i + 1)" }
        tabIDs.insert(id)
        appTabIDs[i] = id
        let item = tabItems[i]
        tabs.append(
          ExtractedTab(
            id: id, title: item.title, icon: item.icon, root: ids[root] ?? "",
            stack: tabsInOuterStack || screens[root]?.stack == true,
            location: location(item.location)))
      }
    }
    func extracted(_ move: PendingMove) -> ExtractedMove? {
      if move.kind == .tab {
        guard let tab = move.tab, tab < appTabIDs.count, let id = appTabIDs[tab] else { return nil }
        return ExtractedMove(kind: .tab, to: id)
      }
      if move.kind.target != LinkTarget.none {
        guard let screen = move.screen, let id = ids[screen] else { return nil }
        return ExtractedMove(kind: move.kind, to: id, value: move.value)
      }
      return ExtractedMove(kind: move.kind)
    }
    var result: [ExtractedScreen] = []
    for key in order {
      let record = screens[key]!
      var links: [ExtractedLink] = []
      var written = Set<ExtractedLink>()
      for (pending, place) in record.links.sorted(by: { $0.location < $1.location }) {
        let moves = pending.moves.compactMap(extracted)
        guard let first = moves.first else { continue }
        let link = ExtractedLink(
          move: first, label: pending.label, then: Array(moves.dropFirst()), location: location(place))
        if written.insert(link).inserted { links.append(link) }
      }
      var destinations = record.destinationTypes
      for type in record.inheritedDestinations where !destinations.contains(type) {
        destinations.append(type)
      }
      result.append(
        ExtractedScreen(
          id: ids[key]!, title: record.decoration.title, stack: record.stack,
          backButtonHidden: record.decoration.backButtonHidden,
          dismissDisabled: record.decoration.dismissDisabled,
          hidesTabBar: record.decoration.hidesTabBar, params: record.params, destinations: destinations,
          links: links,
          location: location(record.location)))
    }
    result.sort { $0.location.anchor < $1.location.anchor }
    var deep: [ExtractedDeepLink] = []
    var deepIDs = Set<String>()
    for link in deepLinks.sorted(by: { $0.location < $1.location }) {
      let moves = link.moves.compactMap(extracted)
      guard !moves.isEmpty else { continue }
      var id = link.id
      var n = 2
      while deepIDs.contains(id) {
        id = "\(link.id)\(n)"
        n += 1
      }
      deepIDs.insert(id)
      var to: String?
      if let last = moves.last {
        if last.kind == .tab, let tab = appTabIDs.firstIndex(of: last.to) {
          to = ids[tabRoots[tab]]
        } else if last.kind.target != LinkTarget.none {
          to = last.to
        }
      }
      deep.append(
        ExtractedDeepLink(
          id: id, url: link.url, label: link.label, to: to, moves: moves, location: location(link.location)))
    }
    return ExtractedNavigation(
      name: name, entry: entry.flatMap { ids[$0] }, tabs: tabs, screens: result, deepLinks: deep)
  }
}
