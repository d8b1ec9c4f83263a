/// The finite abstraction of the navigation state model that `check`, `path` and `routes` share.
///
/// A *configuration* is what decides which moves the visible screen has: the screen, its container
/// (`Container`, numbered densely by `ContainerNumbering`) and whether it is its container's root.
/// The availability of every move depends only on the configuration
/// (docs/MODEL.md), so questions about moves are answered on configurations, in time linear in
/// screens + links, instead of on the infinite state space.
package struct NavigationModel: Sendable {
  package let app: App
  package let tabCount: Int32
  /// The dense numbers of the containers.
  package let containers: ContainerNumbering
  /// Whether every tab link target and tab root resolved (a `tab` link acts only in an app with tabs).
  package let hasTabs: Bool

  /// Dense copies of what the analyses read in their inner loops, so that they touch no strings:
  /// per link its kind and target; per screen the start of its links (plus one end entry) and flags.
  package let linkKinds: [LinkKind]
  package let linkTargets: [Int32]
  package let linkStarts: [Int32]
  private let flags: [UInt8]
  private let tabStacks: [Bool]
  private let tabRoots: [Int32]

  private static let stackFlag: UInt8 = 1
  private static let backHiddenFlag: UInt8 = 2
  private static let dismissDisabledFlag: UInt8 = 4
  private static let hidesTabBarFlag: UInt8 = 8

  package init(_ app: App) {
    self.app = app
    self.tabCount = Int32(app.tabs.count)
    containers = ContainerNumbering(tabCount: tabCount)
    self.hasTabs = !app.tabs.isEmpty && app.tabs.allSatisfy { $0.root != nil }
    linkKinds = app.links.map(\.kind)
    linkTargets = app.links.map { link in
      switch link.destination {
      case .screen(let s)?: return s.rawValue
      case .tab(let t)?: return t.rawValue
      case nil: return -1
      }
    }
    var starts = app.screens.map(\.links.lowerBound.rawValue)
    starts.append(app.screens.last?.links.upperBound.rawValue ?? 0)
    linkStarts = starts
    flags = app.screens.map { screen in
      (screen.stack ? NavigationModel.stackFlag : 0)
        | (screen.backButtonHidden ? NavigationModel.backHiddenFlag : 0)
        | (screen.dismissDisabled ? NavigationModel.dismissDisabledFlag : 0)
        | (screen.hidesTabBar ? NavigationModel.hidesTabBarFlag : 0)
    }
    tabStacks = app.tabs.map(\.stack)
    tabRoots = app.tabs.map { $0.root?.rawValue ?? -1 }
  }

  /// The global indices of screen `s`'s links.
  @inline(__always) package func links(of s: Int32) -> Range<Int> {
    Int(linkStarts[Int(s)])..<Int(linkStarts[Int(s) + 1])
  }

  @inline(__always) package func screenHasStack(_ s: Int32) -> Bool {
    flags[Int(s)] & NavigationModel.stackFlag != 0
  }

  /// The root screen of tab `t`.
  @inline(__always) package func tabRoot(_ t: Int32) -> Int32 { tabRoots[Int(t)] }

  // MARK: Containers

  package func singleContainer(stack: Bool) -> Int32 { containers.number(of: .root(stack: stack)) }

  package func modalContainer(kind: LinkKind, stack: Bool) -> Int32 {
    containers.number(of: .modal(kind, stack: stack))
  }

  @inline(__always) package func isTab(_ k: Int32) -> Bool { containers.isTab(k) }
  @inline(__always) package func isModal(_ k: Int32) -> Bool { containers.isModal(k) }
  @inline(__always) package func isSheetLike(_ k: Int32) -> Bool { containers.isSheetLike(k) }

  /// Whether the container hosts a NavigationStack (push acts only there).
  @inline(__always) package func hasStack(_ k: Int32) -> Bool {
    containers.isTab(k) ? tabStacks[Int(k)] : containers.ownStack(k)
  }

  /// The container a screen becomes the root of when it is presented as a modal or replaces the root.
  package func container(forRoot screen: Int32, kind: LinkKind) -> Int32 {
    let stack = screenHasStack(screen)
    return kind.isModal ? modalContainer(kind: kind, stack: stack) : singleContainer(stack: stack)
  }

  /// A short description of a container for messages: `tab 'c'`, `a sheet`, `a full-screen cover`,
  /// `the root`.
  package func describe(container k: Int32) -> String { containers.container(k).describe(in: app) }

  // MARK: Configurations

  /// The launch configuration: `entry` as the root, or the first tab's root.
  package var launch: Configuration? {
    if let entry = app.entry?.rawValue {
      return Configuration(screen: entry, container: container(forRoot: entry, kind: .replace), isRoot: true)
    }
    if hasTabs { return Configuration(screen: tabRoot(0), container: 0, isRoot: true) }
    return nil
  }

  /// Whether link `l` acts when its screen is visible in configuration `c`.
  ///
  /// Forward links act as in the state model; `tab T` is inert on tab T itself with no modal;
  /// `replace X` is inert when X alone is already the root.
  package func acts(link l: Int, in c: Configuration) -> Bool {
    let kind = linkKinds[l]
    let target = linkTargets[l]
    guard target >= 0 || kind.target == .none else { return false }
    switch kind {
    case .push: return hasStack(c.container)
    case .sheet, .popover, .fullScreenCover: return true
    case .tab: return hasTabs && c.container != target
    case .replace:
      return
        !(c.isRoot && c.screen == target && c.container == singleContainer(stack: screenHasStack(target)))
    case .pop, .popToRoot: return !c.isRoot
    case .dismiss: return isModal(c.container)
    }
  }

  /// The configuration a forward link leads to (push, modals, tab, replace), or nil for pop,
  /// popToRoot and dismiss, whose result depends on the history.
  package func forwardTarget(link l: Int, from c: Configuration) -> Configuration? {
    let kind = linkKinds[l]
    let target = linkTargets[l]
    switch kind {
    case .push: return Configuration(screen: target, container: c.container, isRoot: false)
    case .sheet, .popover, .fullScreenCover, .replace:
      return Configuration(screen: target, container: container(forRoot: target, kind: kind), isRoot: true)
    case .tab: return Configuration(screen: tabRoot(target), container: target, isRoot: true)
    case .pop, .popToRoot, .dismiss: return nil
    }
  }

  /// Whether the system back button (or swipe-back) pops in configuration `c`.
  package func canGoBack(_ c: Configuration) -> Bool {
    !c.isRoot && flags[Int(c.screen)] & NavigationModel.backHiddenFlag == 0
  }

  /// Whether swiping down dismisses the topmost modal in configuration `c`.
  package func canSwipeDown(_ c: Configuration) -> Bool {
    isSheetLike(c.container) && flags[Int(c.screen)] & NavigationModel.dismissDisabledFlag == 0
  }

  /// Whether the tab bar is visible and usable in configuration `c`.
  package func showsTabBar(_ c: Configuration) -> Bool {
    isTab(c.container) && flags[Int(c.screen)] & NavigationModel.hidesTabBarFlag == 0
  }

  /// Whether configuration `c` has at least one move: an acting link, back, swipe-down, or a tab-bar
  /// tap that changes the state (another tab, or the current tab again when not at its root).
  package func hasAnyMove(_ c: Configuration) -> Bool {
    if canGoBack(c) || canSwipeDown(c) { return true }
    if showsTabBar(c) && (tabCount > 1 || !c.isRoot) { return true }
    for l in links(of: c.screen) where acts(link: l, in: c) { return true }
    return false
  }
}

/// A screen in a container, at its root or above it. See `NavigationModel`.
package struct Configuration: Hashable, Sendable {
  package var screen: Int32
  package var container: Int32
  package var isRoot: Bool

  package init(screen: Int32, container: Int32, isRoot: Bool) {
    self.screen = screen
    self.container = container
    self.isRoot = isRoot
  }

  /// A dense 64-bit key: screen, container, root flag.
  package var key: UInt64 {
    UInt64(UInt32(bitPattern: screen)) << 32 | UInt64(UInt32(bitPattern: container)) << 1 | (isRoot ? 1 : 0)
  }

  package init(key: UInt64) {
    screen = Int32(bitPattern: UInt32(truncatingIfNeeded: key >> 32))
    container = Int32(bitPattern: UInt32(truncatingIfNeeded: (key & 0xFFFF_FFFF) >> 1))
    isRoot = key & 1 == 1
  }
}
