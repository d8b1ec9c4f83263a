/// The finite abstraction of the navigation state model that `check`, `path` and `routes` share.
///
/// A *configuration* is what decides which moves the visible screen has: the screen, its container
/// (`Container`, numbered densely by `ContainerNumbering`), whether it is its container's root and,
/// in an app with value pushes (format 1.1), the value types registered by the screens of its stack
/// (`Configuration.mask`). The availability of every move depends only on the configuration
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
  /// Per screen, the value types it registers that some value push uses (its `destinations`
  /// restricted to those types: the others never decide a move); empty when no link is a value
  /// push, so that such apps keep every mask 0.
  private let registrations: [UInt64]
  /// Per link, its value type or -1; empty when no link is a value push.
  private let linkValues: [Int32]
  /// Per deep link (format 1.1), its moves in order.
  package let deepLinkMoves: [[Part]]
  /// Per link with a compound action (format 1.1 `then`), by its global index: the parts after its
  /// own move, in order.
  package let linkParts: [Int: [Part]]

  /// A move of a deep link or a part of a compound action, as the analyses read it: its kind, its target screen or tab (-1 for
  /// none or unresolved) and its value type (-1 when it is not a value push).
  package struct Part: Sendable, Hashable {
    package var kind: LinkKind
    package var target: Int32
    package var value: Int32
  }

  private static let stackFlag: UInt8 = 1
  private static let backHiddenFlag: UInt8 = 2
  private static let dismissDisabledFlag: UInt8 = 4
  private static let hidesTabBarFlag: UInt8 = 8

  package init(_ app: App) {
    self.app = app
    self.tabCount = Int32(app.tabs.count)
    containers = ContainerNumbering(tabCount: tabCount)
    self.hasTabs = !app.tabs.isEmpty && app.tabs.allSatisfy { $0.root != nil }
    // One pass over the links and one over the screens, each element read once (a link is 40
    // bytes, a screen more: at 100,000 screens a pass per field read 17 MB of links twice).
    var kinds: [LinkKind] = []
    var targets: [Int32] = []
    kinds.reserveCapacity(app.links.count)
    targets.reserveCapacity(app.links.count)
    app.links.withUnsafeBufferPointer { links in
      for l in links.indices {
        kinds.append(links[l].kind)
        switch links[l].destination {
        case .screen(let s)?: targets.append(s.rawValue)
        case .tab(let t)?: targets.append(t.rawValue)
        case nil: targets.append(-1)
        }
      }
    }
    linkKinds = kinds
    linkTargets = targets
    var starts: [Int32] = []
    var flags: [UInt8] = []
    starts.reserveCapacity(app.screens.count + 1)
    flags.reserveCapacity(app.screens.count)
    app.screens.withUnsafeBufferPointer { screens in
      for s in screens.indices {
        starts.append(screens[s].links.lowerBound.rawValue)
        flags.append(
          (screens[s].stack ? NavigationModel.stackFlag : 0)
            | (screens[s].backButtonHidden ? NavigationModel.backHiddenFlag : 0)
            | (screens[s].dismissDisabled ? NavigationModel.dismissDisabledFlag : 0)
            | (screens[s].hidesTabBar ? NavigationModel.hidesTabBarFlag : 0))
      }
    }
    starts.append(app.screens.last?.links.upperBound.rawValue ?? 0)
    linkStarts = starts
    self.flags = flags
    tabStacks = app.tabs.map(\.stack)
    tabRoots = app.tabs.map { $0.root?.rawValue ?? -1 }
    var used: UInt64 = 0
    for (l, type) in app.linkValues where app.links[l].kind == .push { used |= 1 << UInt64(type) }
    /// The moves as parts, each value type of a push entered in `used`.
    func parts(_ moves: [Link], values: [Int: Int]) -> [Part] {
      moves.enumerated().map { i, link in
        let target: Int32
        switch link.destination {
        case .screen(let s)?: target = s.rawValue
        case .tab(let t)?: target = t.rawValue
        case nil: target = -1
        }
        let value = link.kind == .push ? values[i] : nil
        if let value { used |= 1 << UInt64(value) }
        return Part(kind: link.kind, target: target, value: Int32(value ?? -1))
      }
    }
    deepLinkMoves = app.deepLinks.map { parts($0.moves, values: $0.moveValues) }
    var linkParts: [Int: [Part]] = [:]
    for (l, compound) in app.linkParts {
      linkParts[l.index] = parts(compound.moves, values: compound.moveValues)
    }
    self.linkParts = linkParts
    registrations = used == 0 ? [] : app.screens.map { $0.destinations & used }
    linkValues = used == 0 ? [] : app.links.indices.map { Int32(app.linkValues[LinkID($0)] ?? -1) }
  }

  /// Link `l` as a `Part`.
  package func part(link l: Int) -> Part {
    Part(kind: linkKinds[l], target: linkTargets[l], value: linkValues.isEmpty ? -1 : linkValues[l])
  }

  /// Whether link `l`'s target resolved (or it needs none): a link without its target never acts.
  @inline(__always) package func isResolved(link l: Int) -> Bool {
    linkTargets[l] >= 0 || linkKinds[l].target == .none
  }

  /// Whether some link has a compound action (format 1.1 `then`).
  package var hasCompoundActions: Bool { !linkParts.isEmpty }

  /// The moves of link `l`'s action in order: its own move, then its parts (format 1.1 `then`).
  package func actionParts(link l: Int) -> [Part] { [part(link: l)] + (linkParts[l] ?? []) }

  /// Whether configurations carry registration masks: some link is a value push.
  package var tracksRegistrations: Bool { !registrations.isEmpty }

  /// The value types screen `s` registers that a value push uses (0 when none is).
  @inline(__always) package func registration(_ s: Int32) -> UInt64 {
    registrations.isEmpty ? 0 : registrations[Int(s)]
  }

  /// The configuration of `screen` as the root of container `k`: its stack holds only it.
  @inline(__always) package func root(_ screen: Int32, in k: Int32) -> Configuration {
    Configuration(screen: screen, container: k, isRoot: true, mask: registration(screen))
  }

  /// The configuration of `screen` pushed on the stack of configuration `c`.
  @inline(__always) package func pushed(_ screen: Int32, onto c: Configuration) -> Configuration {
    Configuration(screen: screen, container: c.container, isRoot: false, mask: c.mask | registration(screen))
  }

  /// The configurations of the frames of `stack` (root first) in container `k`.
  package func configurations(of stack: [ScreenID], in k: Int32) -> [Configuration] {
    var result: [Configuration] = []
    result.reserveCapacity(stack.count)
    for s in stack {
      result.append(result.last.map { pushed(s.rawValue, onto: $0) } ?? root(s.rawValue, in: k))
    }
    return result
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
    if let entry = app.entry?.rawValue { return root(entry, in: container(forRoot: entry, kind: .replace)) }
    if hasTabs { return root(tabRoot(0), in: 0) }
    return nil
  }

  /// Whether link `l` acts when its screen is visible in configuration `c`.
  ///
  /// Forward links act as in the state model; a value push only where a screen of the stack
  /// registers its type; `tab T` is inert on tab T itself with no modal; `replace X` is inert when X
  /// alone is already the root; `dismissAction` pops a pushed screen, dismisses a modal's root, and
  /// is inert on the root stack's root.
  @inline(__always) package func acts(link l: Int, in c: Configuration) -> Bool {
    acts(
      kind: linkKinds[l], target: linkTargets[l], value: linkValues.isEmpty ? -1 : linkValues[l], in: c)
  }

  /// Whether a link of this kind, target and value type (-1 for none) acts in configuration `c`
  /// (see `acts(link:in:)`); the moves of deep links are asked here.
  @inline(__always) package func acts(kind: LinkKind, target: Int32, value: Int32, in c: Configuration)
    -> Bool
  {
    guard target >= 0 || kind.target == .none else { return false }
    switch kind {
    case .push:
      guard hasStack(c.container) else { return false }
      return value < 0 || c.mask & (1 << UInt64(value)) != 0
    case .sheet, .popover, .fullScreenCover: return true
    case .tab: return hasTabs && c.container != target
    case .replace:
      return
        !(c.isRoot && c.screen == target && c.container == singleContainer(stack: screenHasStack(target)))
    case .pop, .popToRoot: return !c.isRoot
    case .dismiss: return isModal(c.container)
    case .dismissAction: return !c.isRoot || isModal(c.container)
    }
  }

  /// The value type of link `l` when it is a value push that acts in `c` but for its registration:
  /// `c` has a NavigationStack and no screen of its stack registers the type. Else nil.
  package func missingRegistration(link l: Int, in c: Configuration) -> Int32? {
    guard !linkValues.isEmpty else { return nil }
    return missingRegistration(part(link: l), in: c)
  }

  /// The value type of a move (a link's own or a part of a compound action) when it is a value
  /// push that acts in `c` but for its registration (see `missingRegistration(link:in:)`).
  package func missingRegistration(_ part: Part, in c: Configuration) -> Int32? {
    guard part.kind == .push, part.target >= 0, part.value >= 0, hasStack(c.container),
      c.mask & (1 << UInt64(part.value)) == 0
    else { return nil }
    return part.value
  }

  /// The configuration a forward link leads to (push, modals, tab, replace), or nil for pop,
  /// popToRoot, dismiss and dismissAction, whose result depends on the history.
  @inline(__always) package func forwardTarget(link l: Int, from c: Configuration) -> Configuration? {
    forwardTarget(kind: linkKinds[l], target: linkTargets[l], from: c)
  }

  /// The configuration a forward link of this kind and target leads to (see `forwardTarget(link:from:)`).
  @inline(__always) package func forwardTarget(kind: LinkKind, target: Int32, from c: Configuration)
    -> Configuration?
  {
    switch kind {
    case .push: return pushed(target, onto: c)
    case .sheet, .popover, .fullScreenCover, .replace:
      return root(target, in: container(forRoot: target, kind: kind))
    case .tab: return root(tabRoot(target), in: target)
    case .pop, .popToRoot, .dismiss, .dismissAction: return nil
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

  /// Whether configuration `c` has a move that is not a link: back, swipe-down, or a tab-bar tap
  /// that changes the state.
  package func hasMoveBesidesLinks(_ c: Configuration) -> Bool {
    canGoBack(c) || canSwipeDown(c) || (showsTabBar(c) && (tabCount > 1 || !c.isRoot))
  }
}

/// A screen in a container, at its root or above it, with the value types its stack registers.
/// See `NavigationModel`.
package struct Configuration: Hashable, Sendable {
  package var screen: Int32
  package var container: Int32
  package var isRoot: Bool
  /// The value types registered by the screens of the stack, root to this one (bit i is
  /// `App.valueTypes[i]`), restricted to those a value push uses: 0 in apps without value pushes.
  package var mask: UInt64

  package init(screen: Int32, container: Int32, isRoot: Bool, mask: UInt64) {
    self.screen = screen
    self.container = container
    self.isRoot = isRoot
    self.mask = mask
  }

  /// A dense 64-bit key: screen, container, root flag (not the mask, which `ConfigurationGraph`
  /// keeps beside it).
  package var key: UInt64 {
    UInt64(UInt32(bitPattern: screen)) << 32 | UInt64(UInt32(bitPattern: container)) << 1 | (isRoot ? 1 : 0)
  }

  package init(key: UInt64) {
    screen = Int32(bitPattern: UInt32(truncatingIfNeeded: key >> 32))
    container = Int32(bitPattern: UInt32(truncatingIfNeeded: (key & 0xFFFF_FFFF) >> 1))
    isRoot = key & 1 == 1
    mask = 0
  }
}
