/// Turns an `AppDraft` into an `App`: enters the ids of screens and tabs, resolves every reference
/// to them, and says what is wrong with the references.
///
/// Screens and tabs are entered in order into `IdTable`s over their id bytes, so a repeated id is
/// reported at its second definition (with a note at the first) and resolves to the first. Then
/// every reference (tab roots, `entry`, `home`, link targets) is looked up: a miss is an `unknown-id`
/// error that says when the id names a tab instead of a screen or the reverse, or else suggests a
/// close id (`NearMatchIndex`, built on the first miss, bounded by a shared budget). An app with
/// nothing to launch on is a `no-launch` error. Expected O(screens + tabs + links) hash operations.
struct Resolver {
  let strings: ByteStrings
  let diagnostics: DiagnosticCollector
  private var screenTable: IdTable
  private var tabTable: IdTable
  private var screenNear: NearMatchIndex?
  private var tabNear: NearMatchIndex?
  /// Work units left for suggestions (see `NearMatchIndex`).
  private var budget = 20_000_000
  /// Where the loads of `IdTable.touch` go, so that they are not optimized away.
  private var sink: Int32 = 0

  /// Searches are made in blocks of this many, so that their memory loads overlap (`IdTable.touch`).
  /// Measured on the 1,000,000-screen load (15 alternated runs): 3.93 s CPU time median with the
  /// blocks, 4.42 s without.
  static var block: Int { 16 }

  /// Resolves `draft`, whose ids `strings` holds, into an app of `sources`. The draft's elements
  /// move into the app (the draft keeps its ids and references), so that resolving them in place
  /// copies no array.
  static func resolve(_ draft: inout AppDraft, strings: ByteStrings, sources: SourceMap) -> App {
    var resolver = Resolver(strings: strings, diagnostics: draft.diagnostics, draft: draft)
    var app = draft.takeApp(sources: sources)
    draft.screenIDs.withUnsafeBufferPointer { screenIDs in
      draft.tabIDs.withUnsafeBufferPointer { tabIDs in
        let ids = Ids(screens: screenIDs, tabs: tabIDs)
        resolver.enter(ids, &app, draft)
        resolver.resolveLaunch(ids, &app, draft)
        resolver.resolveLinks(ids, &app, draft)
      }
    }
    return app
  }

  private init(strings: ByteStrings, diagnostics: DiagnosticCollector, draft: AppDraft) {
    self.strings = strings
    self.diagnostics = diagnostics
    screenTable = IdTable(capacity: draft.screens.count)
    tabTable = IdTable(capacity: draft.tabs.count)
  }

  /// The id bytes of the screens and tabs, by position: pointers into the draft's arrays, used only
  /// inside `resolve`'s `withUnsafeBufferPointer` over them.
  fileprivate struct Ids {
    let screens: UnsafeBufferPointer<ByteRef>
    let tabs: UnsafeBufferPointer<ByteRef>
  }

  private func screen(_ key: TableKey, _ ids: Ids) -> ScreenID? {
    screenTable.find(key, refs: ids.screens, in: strings).map(ScreenID.init(rawValue:))
  }

  private func tab(_ key: TableKey, _ ids: Ids) -> TabID? {
    tabTable.find(key, refs: ids.tabs, in: strings).map(TabID.init(rawValue:))
  }

  /// Enters screen and tab ids in order; reports a repeated id with a note at the first.
  private mutating func enter(_ ids: Ids, _ app: inout App, _ draft: AppDraft) {
    var keys: [TableKey] = []
    keys.reserveCapacity(Self.block)
    for blockStart in stride(from: 0, to: ids.screens.count, by: Self.block) {
      let blockEnd = min(ids.screens.count, blockStart + Self.block)
      keys.removeAll(keepingCapacity: true)
      for s in blockStart..<blockEnd {
        let ref = ids.screens[s]
        keys.append(TableKey(ref.isNone ? ByteRef(start: 0, count: 0) : ref, in: strings))
        sink &+= screenTable.touch(keys[s - blockStart])
      }
      for s in blockStart..<blockEnd {
        let ref = ids.screens[s]
        guard !ref.isNone, ref.count > 0,
          let first = screenTable.insert(
            keys[s - blockStart], index: Int32(s), refs: ids.screens, in: strings)
        else { continue }
        let (duplicate, original) = (ScreenID(s), ScreenID(rawValue: first))
        let screens = app.screens
        diagnostics.add(
          .error, .duplicateID, at: screens[duplicate].anchor, path: draft.path(.screenID(duplicate)),
          "duplicate screen id \(QuotedText.quote(screens[duplicate].id))",
          notes: [
            .init(
              message: "first defined here", anchor: screens[original].anchor,
              path: draft.path(.screenID(original)))
          ], screen: screens[duplicate].id)
      }
    }
    for t in 0..<ids.tabs.count {
      let ref = ids.tabs[t]
      guard !ref.isNone, ref.count > 0,
        let first = tabTable.insert(TableKey(ref, in: strings), index: Int32(t), refs: ids.tabs, in: strings)
      else { continue }
      let (duplicate, original) = (TabID(t), TabID(rawValue: first))
      diagnostics.add(
        .error, .duplicateID, at: draft.tabIDAnchors[t], path: draft.path(.tabID(duplicate)),
        "duplicate tab id \(QuotedText.quote(app.tabs[duplicate].id))",
        notes: [
          .init(
            message: "first defined here", anchor: draft.tabIDAnchors[original.index],
            path: draft.path(.tabID(original)))
        ])
    }
  }

  /// Resolves the tabs' roots, `entry` and `home`, and reports an app with nothing to launch on.
  private mutating func resolveLaunch(_ ids: Ids, _ app: inout App, _ draft: AppDraft) {
    func resolve(_ reference: AppDraft.Reference?, _ element: SourceElement) -> ScreenID? {
      guard let reference, !reference.id.isNone else { return nil }
      if let s = screen(TableKey(reference.id, in: strings), ids) { return s }
      reportUnknown(reference.id, tab: false, at: reference.anchor, path: draft.path(element), ids, app)
      return nil
    }
    for t in app.tabIDs {
      let root = resolve(draft.tabRoots[t.index], .tabRoot(t))
      app.tabs[t].root = root
    }
    let entry = resolve(draft.entry, .entry)
    app.entry = entry
    // Without `home`, the first tab's root (none when it is unknown), else `entry`.
    let home = draft.homeGiven ? resolve(draft.home, .home) : app.tabs.isEmpty ? entry : app.tabs[0].root
    app.home = home
    if !draft.entryGiven && !draft.tabsUnreadable && app.tabs.isEmpty {
      diagnostics.add(
        .error, .noLaunch, at: draft.anchor, path: draft.path(.app),
        draft.tabsGiven
          ? "no 'entry' and 'tabs' is empty: the app has nothing to launch on"
          : "no 'entry' and no 'tabs': the app has nothing to launch on")
    }
  }

  /// Resolves the links' targets: writes each found target in place (`resolveHits`), then reports
  /// the misses in link order. From `LoadLimits.resolveSplitLinks` links on, a second thread
  /// (`LinkTargetHalf`) resolves the second half's targets meanwhile (the tables are only read, each
  /// thread writes its own links), and its misses are reported after the first half's: the same
  /// links, diagnostics and order as one thread. The links move out of `app` meanwhile, so that each
  /// is written through one buffer pointer, not through `app` (an exclusivity and uniqueness check
  /// per write).
  private mutating func resolveLinks(_ ids: Ids, _ app: inout App, _ draft: AppDraft) {
    var links = app.links
    app.links = []
    let targets = draft.linkTargets
    links.withUnsafeMutableBufferPointer { links in
      targets.withUnsafeBufferPointer { targets in
        let tables = Tables(screens: screenTable, tabs: tabTable, strings: strings, ids: ids)
        let split = targets.count >= draft.limits.resolveSplitLinks ? targets.count / 2 : targets.count
        let half =
          split < targets.count
          ? LinkTargetHalf(split..<targets.count, links: links, targets: targets, tables: tables) : nil
        let (misses, touched) = Self.resolveHits(0..<split, links: links, targets: targets, tables)
        sink &+= touched
        report(misses, links: links, targets: targets, ids, app, draft)
        if let half {
          half.join()
          sink &+= half.touched
          report(half.misses, links: links, targets: targets, ids, app, draft)
        }
      }
    }
    app.links = links
  }

  /// What `resolveHits` reads: the id tables, their strings and ids. Only read while links are
  /// resolved, so shared by both threads.
  struct Tables: @unchecked Sendable {
    let screens: IdTable
    let tabs: IdTable
    let strings: ByteStrings
    fileprivate let ids: Ids
  }

  /// Resolves the targets of the links in `range` in blocks: hashes a block's targets, loads their
  /// table slots together, then searches. Writes each target found; returns the links whose target
  /// is unknown, in order, and the sum of the loaded slots (kept so that the loads are made).
  static func resolveHits(
    _ range: Range<Int>, links: UnsafeMutableBufferPointer<Link>, targets: UnsafeBufferPointer<ByteRef>,
    _ tables: Tables
  ) -> (misses: [Int], touched: Int32) {
    var misses: [Int] = []
    var touched: Int32 = 0
    var keys: [TableKey] = []
    var positions: [Int] = []
    keys.reserveCapacity(block)
    positions.reserveCapacity(block)
    let strings = tables.strings
    for blockStart in stride(from: range.lowerBound, to: range.upperBound, by: block) {
      keys.removeAll(keepingCapacity: true)
      positions.removeAll(keepingCapacity: true)
      for l in blockStart..<min(range.upperBound, blockStart + block) where !targets[l].isNone {
        keys.append(TableKey(targets[l], in: strings))
        positions.append(l)
      }
      for k in keys.indices {
        touched &+=
          links[positions[k]].kind.target == .tab ? tables.tabs.touch(keys[k]) : tables.screens.touch(keys[k])
      }
      for k in keys.indices {
        let l = positions[k]
        if links[l].kind.target == .tab {
          if let t = tables.tabs.find(keys[k], refs: tables.ids.tabs, in: strings) {
            links[l].destination = .tab(TabID(rawValue: t))
            continue
          }
        } else if let s = tables.screens.find(keys[k], refs: tables.ids.screens, in: strings) {
          links[l].destination = .screen(ScreenID(rawValue: s))
          continue
        }
        misses.append(l)
      }
    }
    return (misses, touched)
  }

  /// Reports the links `misses` (in order), whose targets `resolveHits` did not find.
  private mutating func report(
    _ misses: [Int], links: UnsafeMutableBufferPointer<Link>, targets: UnsafeBufferPointer<ByteRef>,
    _ ids: Ids, _ app: App, _ draft: AppDraft
  ) {
    for l in misses {
      let s = app.screen(of: LinkID(l))
      let link = links[l]
      let position = app.screens[s].links.lowerBound.distance(to: LinkID(l))
      reportUnknown(
        targets[l], tab: link.kind.target == .tab, at: link.targetAnchor,
        path: draft.path(.linkTarget(s, position: position, shorthand: link.anchor == link.targetAnchor)),
        ids, app, screen: app.screens[s].id)
    }
  }

  /// The closest screen (or tab) id to `ref`, for did-you-mean.
  private mutating func nearest(_ ref: ByteRef, amongTabs: Bool, _ ids: Ids) -> Int32? {
    var word: [UInt32] = []
    NearMatch.scalars(of: strings.bytes(ref), into: &word)
    let refs = amongTabs ? ids.tabs : ids.screens
    var index =
      (amongTabs ? tabNear : screenNear)
      ?? NearMatchIndex(refs: refs, strings: strings) { refs[$0].count > 0 }
    let best = index.best(for: word, refs: refs, strings: strings, budget: &budget)
    if amongTabs { tabNear = index } else { screenNear = index }
    return best
  }

  /// Reports a reference to an unknown screen (or tab, when `tab`), with the most helpful detail.
  private mutating func reportUnknown(
    _ ref: ByteRef, tab: Bool, at anchor: SourceAnchor?, path: @autoclosure () -> String?, _ ids: Ids,
    _ app: App, screen: @autoclosure () -> String? = nil
  ) {
    guard diagnostics.accepts(.error) else {
      diagnostics.addDropped(1, severity: .error)
      return
    }
    let quoted = QuotedText.quote(strings.string(ref))
    var detail = ""
    let key = TableKey(ref, in: strings)
    if tab {
      if app.tabs.isEmpty {
        detail = "; the app has no tabs"
      } else if self.screen(key, ids) != nil {
        detail = "; \(quoted) is a screen, not a tab"
      } else if let t = nearest(ref, amongTabs: true, ids) {
        detail = "; did you mean \(QuotedText.quote(app.tabs[Int(t)].id))?"
      }
    } else {
      if self.tab(key, ids) != nil {
        detail = "; \(quoted) is a tab, not a screen"
      } else if let s = nearest(ref, amongTabs: false, ids) {
        detail = "; did you mean \(QuotedText.quote(app.screens[Int(s)].id))?"
      }
    }
    diagnostics.add(
      .error, .unknownID, at: anchor, path: path(), "unknown \(tab ? "tab" : "screen") \(quoted)\(detail)",
      screen: screen())
  }
}
