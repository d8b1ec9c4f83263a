internal import NavGraph

/// A `TabView` inside a screen that is not the app's tab bar: the destination's whole body, a
/// component's body (`PropertyContentView { TabView { ... } }` shown by a pushed screen), a branch
/// of an `if` in the screen's body, or content written in place as a destination. The model has
/// one tab bar, at the root, so its tabs cannot be `tab` links; each tab is read as a `push` from
/// the screen to the tab's root, labelled with the tab's title, so the screens behind the tabs are
/// read and checked. Switching between its tabs is not read.
extension NavigationResolver {
  /// The link a tab of a `TabView` in a screen's code gives: a push to the tab's root, with a
  /// warning at the `TabView`; none when the `TabView` is the app's tab bar or a root branch's.
  func innerTabLinks(_ info: TabViewInfo, index: Int, label: String?, screen: ScreenRecord) -> [PendingLink] {
    guard isInnerTabBar(info), !isSegmentedContent(info), info.items.indices.contains(index) else {
      return []
    }
    let found = targets(
      info.items[index].content, selector: nil, stack: false, moving: true,
      hint: overlayHint(.push, on: screen.key))
    guard !found.isEmpty else { return [] }
    let holder: String
    let from: String
    switch screen.key {
    case .view:
      let name = screenName(screen.key)
      from = "'\(name)'"
      holder = info.host.flatMap { $0 == name ? nil : "'\($0)' (on '\(name)')" } ?? from
    case .inline:
      from = "that content"
      holder = "this \(screen.kind) content" + (screen.host.map { " of '\($0)'" } ?? "")
    }
    let beside = appTabs == nil ? "" : " while the app has a tab bar"
    warn(
      "\(holder) shows a TabView of its own\(beside), and the model has one tab bar, at the root, so each of its tabs is read as a push from \(from) to the tab's root, labelled with the tab's title, and switching between its tabs is not read; change them through the overlay (navgraph.json in the first PATH, or --overlay) if that is wrong",
      at: info.location)
    return found.map { PendingLink(moves: [move(.push, to: $0)], label: label) }
  }

  /// Whether a `TabView` is inside a screen: neither the app's tab bar nor a tab bar a branch of
  /// the root's switches shows (read by their own rules). Compared by location: the same
  /// `TabView` may be read more than once.
  func isInnerTabBar(_ info: TabViewInfo) -> Bool {
    if appTabs?.location == info.location { return false }
    return !rootTabBarBranches.contains { $0.info.location == info.location }
  }

  /// Whether a tab bar drawn by hand inside a screen is content the screen switches between, as a
  /// segmented control does (`if page == 0 { AlertList() } else if page == 1 { RequestList() }`
  /// under a header whose buttons set `page`, in a tab's root, or the pages of a `TabView` styled
  /// as a pager that such a header selects): so it is when the app has a tab bar of its own, and
  /// for such a pager inside its screen's own stack (a modal's `NavigationStack { VStack { header;
  /// TabView(selection: $page) { ... } } }`) whatever the app has. Its tabs' views are then the
  /// screen's components (`closure(of:)`), no pushes.
  func isSegmentedContent(_ info: TabViewInfo) -> Bool {
    guard info.drawnByHand != nil || info.pagedUnderOwnBar, appTabs !== info,
      appTabs != nil || info.pagedUnderOwnBar && info.hostCodeCoveredByPushes
    else {
      return false
    }
    return isInnerTabBar(info)
  }

  /// The summaries a tab of a tab bar read as segmented content shows: its views, with content
  /// written in place. Iterative over nested shapes.
  func segmentSummaries(_ info: TabViewInfo, tab: Int) -> [SummaryID] {
    guard info.items.indices.contains(tab) else { return [] }
    var found: [SummaryID] = []
    var pending = [info.items[tab].content]
    while let shape = pending.popLast() {
      switch shape {
      case .view(let name, _, _):
        if let type = index.types[name] {
          reader.summary(of: type)
          found.append(.view(type.qualifiedName))
        }
      case .inline(let id, _, _, _): found.append(id)
      case .stack(let inner): pending.append(inner)
      case .choice(let alternatives): pending += alternatives.map(\.shape).reversed()
      default: break
      }
    }
    return found
  }

  /// The screen a `TabView` written in place as a destination is (`.sheet { TabView { ... } }`):
  /// that content, whose tabs are pushes (`innerTabLinks`). Nil when it was not kept.
  func inlineTabBarScreen(_ info: TabViewInfo, kind: LinkKind) -> ScreenKey? {
    let id = SummaryID.inline(info.location)
    guard reader.summaries[id] != nil else { return nil }
    let record = record(.inline(info.location), location: info.location)
    if !record.summaries.contains(id) { record.summaries.append(id) }
    record.kind = kind.rawValue
    record.host = info.host
    return record.key
  }
}
