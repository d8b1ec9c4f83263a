/// Turns the ids of a parsed description into dense indices, and fills the defaults.
///
/// Screens and tabs are entered in file order into hash tables over their id bytes
/// (`ByteStringTable`), so a repeated id is reported at its second definition and resolves to the
/// first. Then every reference (tab roots, `entry`, `home`, link targets) is looked up: a miss is an
/// `unknown-id` error that says when the id names a tab instead of a screen or the reverse, or else
/// suggests a close id (`NearMatchIndex`, built on the first miss, bounded by a shared budget).
/// Expected O(screens + tabs + links) hash operations.
extension DescriptionParser {
  /// The resolved launch screen and home, -1 when there is none.
  struct Launch {
    var entry: Int32
    var home: Int32
  }

  mutating func resolveReferences() -> Launch {
    let arena = self.arena
    let screenIds = self.screenIds
    let tabIds = self.tabIds
    return arena.withUnsafeBufferPointer { arenaBytes in
      screenIds.withUnsafeBufferPointer { screenRefs in
        tabIds.withUnsafeBufferPointer { tabRefs in
          var resolver = Resolver(
            strings: ByteStrings(source: scanner.base, arena: arenaBytes.baseAddress), screenRefs: screenRefs,
            tabRefs: tabRefs)
          return resolve(&resolver)
        }
      }
    }
  }

  /// The id tables and the did-you-mean indexes of one resolution.
  struct Resolver {
    let strings: ByteStrings
    let screenRefs: UnsafeBufferPointer<ByteRef>
    let tabRefs: UnsafeBufferPointer<ByteRef>
    var screenTable: ByteStringTable
    var tabTable: ByteStringTable
    var screenNear: NearMatchIndex?
    var tabNear: NearMatchIndex?
    /// Work units left for suggestions (see `NearMatchIndex`).
    var budget = 20_000_000
    /// Where the loads of `ByteStringTable.touch` go, so that they are not optimized away.
    var sink: Int32 = 0

    init(
      strings: ByteStrings, screenRefs: UnsafeBufferPointer<ByteRef>, tabRefs: UnsafeBufferPointer<ByteRef>
    ) {
      self.strings = strings
      self.screenRefs = screenRefs
      self.tabRefs = tabRefs
      screenTable = ByteStringTable(capacity: screenRefs.count)
      tabTable = ByteStringTable(capacity: tabRefs.count)
    }

    func screen(_ ref: ByteRef) -> Int32? { screen(TableKey(ref, in: strings)) }
    func tab(_ ref: ByteRef) -> Int32? { tab(TableKey(ref, in: strings)) }
    func screen(_ key: TableKey) -> Int32? { screenTable.find(key, refs: screenRefs, in: strings) }
    func tab(_ key: TableKey) -> Int32? { tabTable.find(key, refs: tabRefs, in: strings) }

    /// The closest screen (or tab) id to `ref`, for did-you-mean.
    mutating func nearest(_ ref: ByteRef, amongTabs: Bool) -> Int32? {
      var word: [UInt32] = []
      NearMatch.scalars(of: strings.bytes(ref), into: &word)
      let refs = amongTabs ? tabRefs : screenRefs
      var index =
        (amongTabs ? tabNear : screenNear)
        ?? NearMatchIndex(refs: refs, strings: strings) { refs[$0].count > 0 }
      let best = index.best(for: word, refs: refs, strings: strings, budget: &budget)
      if amongTabs { tabNear = index } else { screenNear = index }
      return best
    }
  }

  private mutating func resolve(_ r: inout Resolver) -> Launch {
    enterIds(&r)

    for t in tabs.indices {
      guard let root = tabRoots[t], !root.ref.isNone else { continue }
      if let s = r.screen(root.ref) {
        tabs[t].root = s
      } else {
        reportUnknown(
          root.ref, tab: false, at: root.offset, path: LoaderPath.member(LoaderPath.tab(t), "root"), &r)
      }
    }

    var launch = Launch(entry: -1, home: -1)
    if let entry, !entry.ref.isNone {
      if let s = r.screen(entry.ref) {
        launch.entry = s
      } else {
        reportUnknown(entry.ref, tab: false, at: entry.offset, path: "entry", &r)
      }
    }
    if homeGiven {
      if let home, !home.ref.isNone {
        if let s = r.screen(home.ref) {
          launch.home = s
        } else {
          reportUnknown(home.ref, tab: false, at: home.offset, path: "home", &r)
        }
      }
    } else {
      launch.home = tabs.first?.root ?? launch.entry
    }
    if !entryGiven && !tabsWrongType && tabs.isEmpty {
      diagnostics.add(
        .error, .noLaunch, at: rootOffset, path: "",
        tabsGiven
          ? "no 'entry' and 'tabs' is empty: the app has nothing to launch on"
          : "no 'entry' and no 'tabs': the app has nothing to launch on")
    }

    // Links in blocks: hash a block's targets, load their table slots together, then search.
    var keys: [TableKey] = []
    var positions: [Int] = []
    keys.reserveCapacity(Self.block)
    positions.reserveCapacity(Self.block)
    for blockStart in stride(from: 0, to: links.count, by: Self.block) {
      keys.removeAll(keepingCapacity: true)
      positions.removeAll(keepingCapacity: true)
      for l in blockStart..<min(links.count, blockStart + Self.block) where !linkTargets[l].isNone {
        keys.append(TableKey(linkTargets[l], in: r.strings))
        positions.append(l)
      }
      for k in keys.indices {
        r.sink &+=
          links[positions[k]].kind.target == .tab ? r.tabTable.touch(keys[k]) : r.screenTable.touch(keys[k])
      }
      for k in keys.indices {
        let l = positions[k]
        let isTab = links[l].kind.target == .tab
        if let index = isTab ? r.tab(keys[k]) : r.screen(keys[k]) {
          links[l].target = index
        } else {
          let s = owner(ofLink: l)
          let local = l - Int(screens[s].linkStart)
          let bare = links[l].offset == links[l].targetOffset
          reportUnknown(
            keys[k].ref, tab: isTab, at: links[l].targetOffset,
            path: bare ? LoaderPath.link(s, local) : LoaderPath.member(LoaderPath.link(s, local), "to"), &r,
            screen: screens[s].id)
        }
      }
    }
    return launch
  }

  /// Searches are made in blocks of this many, so that their memory loads overlap.
  private static var block: Int { 16 }

  /// The screen whose links include the global link index `l` (binary search over link ranges).
  private func owner(ofLink l: Int) -> Int {
    var low = 0
    var high = screens.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if Int(screens[mid].linkStart) <= l { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// Enters screen and tab ids in file order; reports a repeated id with a note at the first.
  private mutating func enterIds(_ r: inout Resolver) {
    var keys: [TableKey] = []
    keys.reserveCapacity(Self.block)
    for blockStart in stride(from: 0, to: screens.count, by: Self.block) {
      let blockEnd = min(screens.count, blockStart + Self.block)
      keys.removeAll(keepingCapacity: true)
      for s in blockStart..<blockEnd {
        let ref = r.screenRefs[s]
        keys.append(TableKey(ref.isNone ? ByteRef(start: 0, count: 0) : ref, in: r.strings))
        r.sink &+= r.screenTable.touch(keys[s - blockStart])
      }
      for s in blockStart..<blockEnd {
        let ref = r.screenRefs[s]
        guard !ref.isNone, ref.count > 0 else { continue }
        guard
          let first = r.screenTable.insert(
            keys[s - blockStart], index: Int32(s), refs: r.screenRefs, in: r.strings)
        else { continue }
        reportDuplicateScreen(s, first: Int(first))
      }
    }
    for t in tabs.indices {
      let ref = r.tabRefs[t]
      guard !ref.isNone, ref.count > 0 else { continue }
      let key = TableKey(ref, in: r.strings)
      guard let first = r.tabTable.insert(key, index: Int32(t), refs: r.tabRefs, in: r.strings)
      else { continue }
      diagnostics.add(
        .error, .duplicateID, at: tabIdOffsets[t], path: LoaderPath.member(LoaderPath.tab(t), "id"),
        "duplicate tab id \(LoaderText.quote(tabs[t].id))",
        notes: [
          .init(
            message: "first defined here", offset: tabIdOffsets[Int(first)],
            path: LoaderPath.member(LoaderPath.tab(Int(first)), "id"))
        ])
    }
  }

  private func reportDuplicateScreen(_ s: Int, first: Int) {
    diagnostics.add(
      .error, .duplicateID, at: screens[s].offset, path: LoaderPath.member(LoaderPath.screen(s), "id"),
      "duplicate screen id \(LoaderText.quote(screens[s].id))",
      notes: [
        .init(
          message: "first defined here", offset: screens[first].offset,
          path: LoaderPath.member(LoaderPath.screen(first), "id"))
      ], screen: screens[s].id)
  }

  /// Reports a reference to an unknown screen (or tab, when `tab`), with the most helpful detail.
  private func reportUnknown(
    _ ref: ByteRef, tab: Bool, at offset: Int, path: @autoclosure () -> String, _ r: inout Resolver,
    screen: @autoclosure () -> String? = nil
  ) {
    guard diagnostics.accepts(.error) else {
      diagnostics.addDropped(1, severity: .error)
      return
    }
    let word = r.strings.string(ref)
    let quoted = LoaderText.quote(word)
    var detail = ""
    if tab {
      if tabs.isEmpty {
        detail = "; the app has no tabs"
      } else if r.screen(ref) != nil {
        detail = "; \(quoted) is a screen, not a tab"
      } else if let t = r.nearest(ref, amongTabs: true) {
        detail = "; did you mean \(LoaderText.quote(tabs[Int(t)].id))?"
      }
    } else {
      if r.tab(ref) != nil {
        detail = "; \(quoted) is a tab, not a screen"
      } else if let s = r.nearest(ref, amongTabs: false) {
        detail = "; did you mean \(LoaderText.quote(screens[Int(s)].id))?"
      }
    }
    diagnostics.add(
      .error, .unknownID, at: offset, path: path(), "unknown \(tab ? "tab" : "screen") \(quoted)\(detail)",
      screen: screen())
  }
}
