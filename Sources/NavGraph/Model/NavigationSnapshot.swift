// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// (the model rework of issue 11 documents these declarations)

/// A navigation state as plain data, for printing: the root (the tab bar with its stacks, or a single
/// root screen with its stack) and the modals over it, bottom first. Stacks list screen indices, root first.
public struct NavigationSnapshot: Hashable, Sendable {
  public enum Root: Hashable, Sendable {
    case tabs(selected: Int32, stacks: [[Int32]])
    case screen(stack: [Int32])
  }

  public struct Modal: Hashable, Sendable {
    /// `sheet`, `popover` or `fullScreenCover`.
    public var kind: LinkKind
    public var stack: [Int32]

    public init(kind: LinkKind, stack: [Int32]) {
      self.kind = kind
      self.stack = stack
    }
  }

  public var root: Root
  public var modals: [Modal]

  public init(root: Root, modals: [Modal]) {
    self.root = root
    self.modals = modals
  }

  /// The screen the user sees.
  public var visible: Int32 {
    if let top = modals.last { return top.stack.last! }
    switch root {
    case .tabs(let selected, let stacks): return stacks[Int(selected)].last!
    case .screen(let stack): return stack.last!
    }
  }
}

extension App {
  /// `tab 'c' [C > D > E]; sheet [Export]`, for text output.
  public func describe(_ snapshot: NavigationSnapshot) -> String {
    func stack(_ s: [Int32]) -> String { "[" + s.map { screens[Int($0)].id }.joined(separator: " > ") + "]" }
    var parts: [String] = []
    switch snapshot.root {
    case .tabs(let selected, let stacks):
      parts.append("tab '\(tabs[Int(selected)].id)' \(stack(stacks[Int(selected)]))")
    case .screen(let s):
      parts.append("root \(stack(s))")
    }
    for modal in snapshot.modals { parts.append("\(modal.kind.rawValue) \(stack(modal.stack))") }
    return parts.joined(separator: "; ")
  }
}
