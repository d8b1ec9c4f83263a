/// What holds the visible screen: a tab of the tab bar (no modal presented), the single root screen
/// (`entry` or a `replace` target), a sheet-like modal (sheet or popover) or a full-screen cover;
/// the last three with or without their own NavigationStack (a tab's stack is the tab's `stack`).
/// The moves available depend on it (docs/MODEL.md): push acts only where there is a stack,
/// dismiss only in a modal, swipe-down only on a sheet-like modal, the tab bar only on a tab.
public enum Container: Hashable, Sendable {
  case tab(TabID)
  case root(stack: Bool)
  case sheet(stack: Bool)
  case cover(stack: Bool)

  /// The modal a link of `kind` (sheet, popover, fullScreenCover) presents.
  public static func modal(_ kind: LinkKind, stack: Bool) -> Container {
    kind == .fullScreenCover ? .cover(stack: stack) : .sheet(stack: stack)
  }

  /// Whether it is a modal: a sheet (or popover) or a full-screen cover.
  public var isModal: Bool {
    switch self {
    case .sheet, .cover: return true
    case .tab, .root: return false
    }
  }

  /// For messages: `tab 'c'`, `the root`, `a sheet`, `a full-screen cover`.
  public func describe(in app: App) -> String {
    switch self {
    case .tab(let t): return "tab '\(app.tabs[t].id)'"
    case .root: return "the root"
    case .sheet: return "a sheet"
    case .cover: return "a full-screen cover"
    }
  }
}

/// The dense numbering of containers the analyses use in their inner loops, where a container is
/// an `Int32`: `0..<T` the tabs, then `T`, `T + 1` the root without and with a stack, `T + 2`,
/// `T + 3` a sheet-like modal without and with, `T + 4`, `T + 5` a full-screen cover without and
/// with. The one place that knows these numbers; every query is O(1).
package struct ContainerNumbering: Hashable, Sendable {
  /// The number of tabs of the app.
  package let tabCount: Int32

  /// The numbering of an app with `tabCount` tabs.
  package init(tabCount: Int32) { self.tabCount = tabCount }

  /// How many containers there are: `0..<count` numbers them all.
  package var count: Int { Int(tabCount) + 6 }

  /// How many containers hold the root stack (the tabs and the single root, not modals): they are
  /// numbered `0..<rootStackCount`.
  package var rootStackCount: Int { Int(tabCount) + 2 }

  /// The number of `container`.
  @inline(__always) package func number(of container: Container) -> Int32 {
    switch container {
    case .tab(let t): return t.rawValue
    case .root(let stack): return tabCount + (stack ? 1 : 0)
    case .sheet(let stack): return tabCount + 2 + (stack ? 1 : 0)
    case .cover(let stack): return tabCount + 4 + (stack ? 1 : 0)
    }
  }

  /// The container numbered `k`.
  package func container(_ k: Int32) -> Container {
    if k < tabCount { return .tab(TabID(rawValue: k)) }
    let stack = (k - tabCount) % 2 == 1
    switch (k - tabCount) / 2 {
    case 0: return .root(stack: stack)
    case 1: return .sheet(stack: stack)
    default: return .cover(stack: stack)
    }
  }

  /// Whether container `k` is a tab.
  @inline(__always) package func isTab(_ k: Int32) -> Bool { k < tabCount }
  /// Whether container `k` is a modal (sheet-like or full-screen cover).
  @inline(__always) package func isModal(_ k: Int32) -> Bool { k >= tabCount + 2 }
  /// Whether container `k` is a sheet or popover, which swipe-down dismisses.
  @inline(__always) package func isSheetLike(_ k: Int32) -> Bool { k == tabCount + 2 || k == tabCount + 3 }

  /// Whether container `k`, which must not be a tab, hosts a NavigationStack.
  @inline(__always) package func ownStack(_ k: Int32) -> Bool { (k - tabCount) % 2 == 1 }
}
