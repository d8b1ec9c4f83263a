/// A navigation state as plain data, for printing: the root (the tab bar with its stacks, or a single
/// root screen with its stack) and the modals over it, bottom first. Stacks list screens, root first.
public struct NavigationSnapshot: Hashable, Sendable {
  /// What is under the modals: the tab bar with the selected tab and every tab's stack, or a single
  /// root screen's stack.
  public enum Root: Hashable, Sendable {
    case tabs(selected: TabID, stacks: [[ScreenID]])
    case screen(stack: [ScreenID])
  }

  /// A presented modal and its stack.
  public struct Modal: Hashable, Sendable {
    /// `sheet`, `popover` or `fullScreenCover`.
    public var kind: LinkKind
    /// Its screens, its root first.
    public var stack: [ScreenID]

    /// A modal of `kind` showing `stack`.
    public init(kind: LinkKind, stack: [ScreenID]) {
      self.kind = kind
      self.stack = stack
    }
  }

  /// What is under the modals.
  public var root: Root
  /// The modals presented, bottom first.
  public var modals: [Modal]

  /// A state of `root` with `modals` over it.
  public init(root: Root, modals: [Modal]) {
    self.root = root
    self.modals = modals
  }

  /// The screen the user sees.
  public var visible: ScreenID {
    if let top = modals.last { return top.stack.last! }
    switch root {
    case .tabs(let selected, let stacks): return stacks[selected.index].last!
    case .screen(let stack): return stack.last!
    }
  }
}

extension App {
  /// `tab 'c' [C > D > E]; sheet [Export]`, for text output; screen ids in `renamed` are written as
  /// their value (`navgraph diff` compares an old version's states in the new ids).
  public func describe(_ snapshot: NavigationSnapshot, renamed: [String: String] = [:]) -> String {
    func id(_ s: ScreenID) -> String { renamed[screens[s].id] ?? screens[s].id }
    func stack(_ s: [ScreenID]) -> String { "[" + s.map(id).joined(separator: " > ") + "]" }
    var parts: [String] = []
    switch snapshot.root {
    case .tabs(let selected, let stacks):
      parts.append("tab '\(tabs[selected].id)' \(stack(stacks[selected.index]))")
    case .screen(let s):
      parts.append("root \(stack(s))")
    }
    for modal in snapshot.modals { parts.append("\(modal.kind.rawValue) \(stack(modal.stack))") }
    return parts.joined(separator: "; ")
  }
}
