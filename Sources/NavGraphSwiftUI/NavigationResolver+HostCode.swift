internal import NavGraph
internal import SwiftSyntax

/// Code around the root that no screen's body holds: the view holding a root switch, the view
/// holding the tab bar, the modifiers on a `TabView`. A side menu beside the tab bar and the sheets
/// its buttons open are such code.
extension NavigationResolver {
  /// Makes the code of `host`, the view around a root target, part of what the target shows: of
  /// the screen's code, or of the code around the tab bar (`TabViewInfo.hostCode`).
  func attachRootHostCode(_ host: String, to target: Target) {
    attachAroundCode(.view(host), to: target)
  }

  /// Makes code around a root target (a view's body, content written in place) part of what the
  /// target shows, once.
  func attachAroundCode(_ id: SummaryID, to target: Target) {
    switch target {
    case .screen(let key):
      if let record = screens[key], !record.summaries.contains(id) { record.summaries.append(id) }
    case .tabs(let info):
      if !info.hostCode.contains(id) { info.hostCode.append(id) }
    }
  }

  /// Gives the code around the app's tab bar to every screen that can be the top of a tab's stack
  /// (`tabStackScreens`): its controls can be used, and its modals opened, whatever a tab shows, as
  /// the model lets a link be used on the visible screen (docs/MODEL.md); views beside the tab bar
  /// in a root branch inside its host's stack (`coveredByPushes`) to each tab's root only, as a
  /// push covers them. A screen that can also be
  /// shown outside the tab bar (in a modal, or as another root) does not get it, where the
  /// controls cannot be used, and a warning says so. Its `.onAppear` and `.task` moves are the
  /// launch screen's when the app launches on the tab bar; its `.onChange` moves, and appearance
  /// moves otherwise, run on whichever screen is shown then (a warning). Screens the given links
  /// name are processed in turn, and the sets computed again, until nothing changes: each round
  /// gives the code to a screen or takes it back from one, so there are at most 2 × S rounds, each
  /// O(links).
  func giveTabHostCode() {
    guard let info = appTabs, !info.hostCode.isEmpty else { return }
    let ids = closure(of: info.hostCode)
    let views = Set(ids.compactMap { reader.summaries[$0]?.host })
    // Views beside the tab bar in a root branch inside the host's stack are covered by its pushes.
    let covered =
      info.hostCodeCoveredByPushes
      ? Set(ids) : Set(closure(of: info.hostCode.filter(coveredByPushes.contains)))
    let opened = openedOverlayCode(ids, views: views)
    var states = Set(opened.values)
    for id in ids {
      for site in reader.summaries[id]?.links ?? [] { states.formUnion(site.requires.map(openedState)) }
    }
    var given: [ScreenKey: [LinkKey]] = [:]
    var excluded = Set<ScreenKey>()
    var sites: [SourceAnchor] = []
    while true {
      while let key = pending.popFirst() { process(key) }
      let (onTabs, elsewhere) = tabStackScreens()
      var changed = false
      // An overlay shown by state is given to the screens that open it; to every screen, as the
      // rest, when the reader finds none.
      let openersByState = Dictionary(
        uniqueKeysWithValues: states.map { ($0, openers(of: $0, around: Set(ids))) })
      let closedAt = { (key: ScreenKey) in
        Set(openersByState.filter { _, openers in !openers.isEmpty && !openers.contains(key) }.keys)
      }
      for key in order where onTabs.contains(key) && given[key] == nil && !excluded.contains(key) {
        changed = true
        if elsewhere.contains(key) {
          excluded.insert(key)
        } else if let record = screens[key] {
          let shown = tabRoots.contains(key) ? ids : ids.filter { !covered.contains($0) }
          given[key] = give(
            shown, views: views, to: record, opened: opened, closed: closedAt(key), sites: &sites)
        }
      }
      for key in order where elsewhere.contains(key) {
        guard let links = given[key], let record = screens[key] else { continue }
        let taken = Set(links)
        record.links.removeAll { taken.contains(LinkKey(link: $0.link, location: $0.location)) }
        record.linkKeys.subtract(taken)
        given[key] = nil
        excluded.insert(key)
        changed = true
      }
      if !changed && pending.isEmpty { break }
    }
    guard let first = sites.min(), !excluded.isEmpty else { return }
    let names = order.filter(excluded.contains).map { "'\(screenName($0))'" }.joined(separator: ", ")
    let hosts = info.hostCode.compactMap { id -> String? in
      if case .view(let name) = id { return "'\(name)'" } else { return nil }
    }
    let around = hosts.isEmpty ? "the TabView's modifiers" : hosts.joined(separator: ", ")
    warn(
      "the links around the tab bar (in \(around)) are given to every screen a tab can show on top, but not to \(names), also shown outside the tab bar (in a modal, or as another root), where they cannot be used; add them through the overlay (navgraph.json in the first PATH, or --overlay) where they can",
      at: first)
  }

  /// Gives the code around the tab bar to one screen: its controls' links, the destinations of its
  /// presentations, its deep links, except those shown only while `closed` state is true, which
  /// the screen cannot set (`opened`: the summaries an overlay shown by state shows), and, when
  /// the tab bar is inside one stack and the screen is not a tab's root, its bar items (the
  /// outer bar a push covers). Returns the links added; `sites` collects where they come from.
  private func give(
    _ ids: [SummaryID], views: Set<String>, to record: ScreenRecord, opened: [SummaryID: StateKey],
    closed: Set<StateKey>, sites: inout [SourceAnchor]
  ) -> [LinkKey] {
    record.views.formUnion(views)
    record.code.formUnion(ids)
    let launch =
      entry == nil && tabRoots.indices.contains(initialTab()) && tabRoots[initialTab()] == record.key
    // On a tab bar inside one stack, bar items are in the outer bar, shown while that stack is at
    // its root: on each tab's root, not on a screen pushed over the tab bar.
    let barShown = tabRoots.contains(record.key) || appTabs.map { outerStacks[$0.location] == nil } ?? true
    var added: [LinkKey] = []
    for id in ids where opened[id].map({ !closed.contains($0) }) ?? true {
      guard let summary = reader.summaries[id] else { continue }
      for site in summary.links
      where closed.isDisjoint(with: site.requires.map(openedState)) && (barShown || !site.inBar) {
        // A `TabView` in the code around the tab bar is no screen's content: the app's own, or
        // one in a branch the root does not show (`if #available(...) { TabView { ... } } else {
        // TabView { ... } }`).
        if case .tab = site.trigger { continue }
        let links = resolve(site, screen: record)
        if site.occasion == .change {
          if let move = links.first?.moves.first { warnChangeHandler(site, moving: move) }
          continue
        }
        if site.occasion == .appearance && !launch {
          if let move = links.first?.moves.first, entry != nil {
            let target = move.screen.map { " '\(screenName($0))'" } ?? ""
            warn(
              "this handler around the tab bar navigates (\(move.kind.rawValue)\(target)) when the tab bar appears, on the screen its tab shows then, which the reader cannot tell; add its links through the overlay (navgraph.json in the first PATH, or --overlay) on the screens where it runs",
              at: site.location)
          }
          continue
        }
        // A control around the tab bar that only selects a tab (a tab bar drawn by hand, `Button {
        // tabs.current = .home }` beside the `TabView`, or a toast's tap) is no link of each screen:
        // the screen has that move in the tab bar itself.
        // Nor is a back control around the tab bar (`Button { router.pop() }` in a header above it,
        // shown while a tab has pushed) a link of a tab's root, where a pop cannot act.
        let isRoot = tabRoots.contains(record.key)
        for link in links
        where !(link.moves.count == 1 && link.moves[0].kind == .tab)
          && !(isRoot && [.pop, .popToRoot].contains(link.moves.first?.kind))
        {
          let key = LinkKey(link: link, location: site.location)
          guard record.linkKeys.insert(key).inserted else { continue }
          record.links.append((link, site.location))
          added.append(key)
          // An appearance move is the launch screen's only: not one of the links every screen gets.
          if site.occasion != .appearance { sites.append(site.location) }
        }
      }
      for presentation in reader.presentationsByHost[id] ?? [] {
        _ = targets(
          presentation.destination, selector: nil, stack: false, eager: true,
          hint: overlayHint(presentation.kind, on: record.key))
      }
      collectDeepLinks(summary, screen: record)
    }
    return added
  }

  /// The screens that can be the top of a tab's stack (each tab's root, and the screens pushed on
  /// it, transitively through pushes before any modal or `replace` in a link), and the screens
  /// that can be shown outside the tab bar (the entry, a root switch's screens, modals' and
  /// replaces' targets, and what is pushed on them). Two walks over the links: O(screens + links).
  func tabStackScreens() -> (onTabs: Set<ScreenKey>, elsewhere: Set<ScreenKey>) {
    var onTabs = Set(tabRoots)
    var work = tabRoots
    while let key = work.popLast() {
      for (link, _) in screens[key]?.links ?? [] {
        for move in link.moves {
          if [.sheet, .fullScreenCover, .popover, .replace].contains(move.kind) { break }
          if move.kind == .push, let target = move.screen, onTabs.insert(target).inserted {
            work.append(target)
          }
        }
      }
    }
    var starts: [ScreenKey] = entry.map { [$0] } ?? []
    for alternatives in rootSwitches.values {
      for alternative in alternatives {
        if case .screen(let key) = alternative.target { starts.append(key) }
      }
    }
    for key in order {
      for (link, _) in screens[key]?.links ?? [] {
        var away = false
        for move in link.moves {
          guard let target = move.screen else { continue }
          switch move.kind {
          case .sheet, .fullScreenCover, .popover, .replace:
            away = true
            starts.append(target)
          case .push where away: starts.append(target)
          default: break
          }
        }
      }
    }
    var elsewhere = Set<ScreenKey>()
    work = starts
    while let key = work.popLast() {
      guard elsewhere.insert(key).inserted else { continue }
      for (link, _) in screens[key]?.links ?? [] {
        for move in link.moves where move.kind == .push {
          if let target = move.screen { work.append(target) }
        }
      }
    }
    return (onTabs, elsewhere)
  }
}
