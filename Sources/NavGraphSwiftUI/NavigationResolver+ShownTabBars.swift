internal import NavGraph

/// A tab bar that is not the App's root: a view holding a `TabView`, shown by a push or a modal
/// (typically after signing in), also the tab bar of a root switch's branch shown again by a move.
/// The model has one tab bar, at the root, and a `tab` move from a single root makes the tab bar
/// the root (docs/MODEL.md), so such a tab bar is read as a root switch's tab branch is: the app's
/// tab bar, reached by `tab` links where the code shows it, each with a warning that the way back
/// to the presenter is lost.
extension NavigationResolver {
  /// The targets of a move (or, `eager`, a registration) that shows a tab bar: when the app has no
  /// tab bar yet, this one becomes the app's (its tabs, their roots and everything behind them read
  /// as for a root tab bar) and the move goes to it; a registration alone does not make it the
  /// app's (nothing may show it: `reportUnshownTabBars`). A tab bar made the app's this way is
  /// itself. Nil when the App's root has a tab bar (a tab bar shown by a move is then nested, or
  /// the root's shown again), and for a pager under a header inside its screen's own stack: the
  /// caller reads its view as one screen, as before.
  func shownTabBarTargets(_ info: TabViewInfo, eager: Bool) -> [Target]? {
    // A pager under a header of its screen, inside the screen's own stack, is that screen's
    // segmented content (`isSegmentedContent`), not a tab bar a move shows.
    if info.pagedUnderOwnBar && info.hostCodeCoveredByPushes && appTabs !== info { return nil }
    if appTabs == nil {
      if eager {
        if !registeredTabBars.contains(where: { $0 === info }) { registeredTabBars.append(info) }
        return []
      }
      tabBarShownByMove = true
      setTabs(info)
      return [.tabs(info)]
    }
    guard appTabs === info, tabBarShownByMove || isRootBranch(info) else { return nil }
    return eager ? [] : [.tabs(info)]
  }

  /// Whether a tab bar is a branch of the root's switch shown again by a move from outside its tabs'
  /// roots (a welcome screen's `.fullScreenCover(isPresented: $entering, content: MainTabs.init)`
  /// beside `if member { MainTabs() } else { Welcome() }`): the move goes to it as a root write
  /// choosing its branch would. From a tab's root, the tab bar shown again is nested in itself, one
  /// screen without its tabs.
  private func isRootBranch(_ info: TabViewInfo) -> Bool {
    guard rootTabBarBranches.contains(where: { $0.info === info }) else { return false }
    return linkScreen.map { !tabRoots.contains($0) } ?? true
  }

  /// Warns at a move whose targets include a tab bar: the app's, reached by a `tab` link to its
  /// initially selected tab, which loses the way back to the screen that showed it; or the app's
  /// own tab bar shown again, read as one screen without its tabs. At the link being resolved,
  /// else at `place` (the move's own code). Another tab bar is warned at its `TabView`
  /// (`innerTabLinks`).
  func noteTabBarMoves(_ targets: [Target], kind: LinkKind, from screen: ScreenKey, at place: SourceAnchor) {
    let location = linkSite ?? place
    for target in targets {
      let tabBar: TabViewInfo
      switch target {
      case .tabs(let info): tabBar = info
      case .screen(let key):
        guard let info = nestedTabBarScreens[key] else { continue }
        warnNestedTabBar(info, holder: "'\(screenName(key))'", kind: kind, at: location)
        continue
      }
      let holder = tabBar.host.map { "'\($0)'" } ?? "this content"
      guard appTabs === tabBar, tabBarShownByMove || isRootBranch(tabBar) else {
        warnNestedTabBar(tabBar, holder: holder, kind: kind, at: location)
        continue
      }
      // A tab bar none of whose tabs is read gives the move no target: say so, never a link the
      // output lacks.
      guard tabRoots.indices.contains(initialTab()) else {
        warn(
          "\(holder) shows a TabView, and the model has one tab bar, at the root, so this \(kind.rawValue) is read as a move to the tab bar, but none of its tabs is read, so no link is written and '\(screenName(screen))' loses this \(kind.rawValue)",
          at: location)
        continue
      }
      warn(
        "\(holder) shows a TabView, and the model has one tab bar, at the root, so this \(kind.rawValue) is read as a move to the tab bar (a 'tab' link to its initially selected tab ('\(screenName(tabRoots[initialTab()]))')) and the way back to '\(screenName(screen))' is lost",
        at: location)
      if kind == .push, tabBarShownByMove { pushTabsOntoStack(of: screen, at: location) }
    }
  }

  /// A tab bar pushed onto a stack (`case .tabs: Shell()` in the stack's `navigationDestination`):
  /// its tabs are inside that stack and push onto it, which the description models as a stack per
  /// tab with that stack's destinations, as for a `TabView` written inside its host's stack. Once.
  private func pushTabsOntoStack(of screen: ScreenKey, at location: SourceAnchor) {
    guard !tabsInOuterStack, let record = screens[screen] else { return }
    tabsInOuterStack = true
    var inherited = registeredTypes(of: record.summaries)
    for type in record.inheritedDestinations where !inherited.contains(type) { inherited.append(type) }
    for root in tabRoots { screens[root]?.inheritedDestinations += inherited }
    warn(
      "the tab bar is pushed onto the stack of '\(screenName(screen))': its tabs push onto that stack, which the description models as a stack per tab with that stack's destinations",
      at: location, severity: .note)
  }

  /// Warns at a move that shows the app's own tab bar again, read as one screen without its tabs.
  /// Another tab bar is one inside a screen: its tabs are pushes, warned at the `TabView`
  /// (`innerTabLinks`).
  private func warnNestedTabBar(
    _ tabBar: TabViewInfo, holder: String, kind: LinkKind, at location: SourceAnchor
  ) {
    guard appTabs === tabBar else { return }
    warn(
      "\(holder) shows the app's tab bar, which the model has at the root only, so this \(kind.rawValue) is read as a move to one screen without its tabs",
      at: location)
  }

  /// Whether a link's moves would leave a tab bar shown by a move: a dismiss first (`dismiss()`,
  /// `presentationMode`, a closure or binding of the presenter), on a root of that tab bar, where
  /// nothing is pushed or presented inside it, closes the move that showed the tab bar; the model,
  /// whose tab bar is the root, cannot say that, so the link is left out, with a warning (never a
  /// guessed `replace` to the presenter).
  func leavesShownTabBar(_ moves: [PendingMove], screen: ScreenRecord, at location: SourceAnchor) -> Bool {
    guard tabBarShownByMove, let first = moves.first, first.kind == .dismiss || first.kind == .dismissAction,
      tabRoots.contains(screen.key)
    else { return false }
    warn(
      "this \(first.kind.rawValue) on '\(screenName(screen.key))', a root of the tab bar that a move shows, would close that move and leave the tab bar, which the model cannot say (its tab bar is the root); no link is read; add the move it makes through the overlay (navgraph.json in the first PATH, or --overlay)",
      at: location)
    return true
  }

  /// A link's moves without those that follow its move to a tab bar a move shows and act on what
  /// showed it: a `replace` changes the root switch under the pushed or presented tab bar
  /// (`router.navigate(to: .loggedIn); isActive = true`), a `pop`, `popToRoot` or dismiss closes
  /// something under it (`showMain = true; path.removeAll()`); the model, whose tab bar is then the
  /// root, cannot show either, so each is left out, with a warning naming it. O(moves).
  func withoutMovesUnderShownTabBar(_ moves: [PendingMove], at location: SourceAnchor) -> [PendingMove] {
    guard tabBarShownByMove, let tab = moves.firstIndex(where: { $0.kind == .tab }) else { return moves }
    let under: Set<LinkKind> = [.replace, .pop, .popToRoot, .dismiss, .dismissAction]
    var result = Array(moves[...tab])
    for move in moves[(tab + 1)...] {
      guard under.contains(move.kind) else {
        result.append(move)
        continue
      }
      warn(
        "this \(move.kind.rawValue)\(move.screen.map { " of '\(screenName($0))'" } ?? "") follows the move to the tab bar, so it acts under the tab bar, which the model cannot show (its tab bar is the root); it is left out",
        at: location)
    }
    return result
  }

  /// Reports tab bars that destinations register while the app has none, and that no move the
  /// reader follows shows: their tabs are not read.
  func reportUnshownTabBars() {
    for info in registeredTabBars where appTabs !== info {
      let holder = info.host.map { "'\($0)'" } ?? "this content"
      warn(
        "\(holder) shows a TabView as a destination, but no move the reader follows shows it, so its tabs are not read; add them through the overlay (navgraph.json in the first PATH, or --overlay)",
        at: info.location)
    }
  }
}
