internal import NavGraph

/// One action writing the state of several root switches, one nested in another's branch
/// (`orchard.isVisitor = false; orchard.gate = .grove; orchard.signOut()`, where the root is `if
/// isVisitor { VisitorView() } else { switch gate { ... } }` and `signOut()` sets `gate = .login`):
/// the writes apply in order, the last one to each state wins (`resolveMoves`), and the root then
/// shows what the final values select together. That is one move, not one move per state written.
extension NavigationResolver {
  /// What the root part of a write moves to when its action writes several nested root switches.
  enum CombinedRootMove {
    /// Another write of the same action makes the root's one move.
    case skipped
    /// The action's one move of the root: to what the final values select.
    case to(Target)
  }

  /// For the last writes of an action (`lastWrite`, by offset in `effects`) to the state of root
  /// switches nested in one another, the one move they make together, at the offset of the last of
  /// them, and `skipped` at the others, by offset and by the root switch's state. A switch written
  /// under an outer one also written is read only when the outer value shows its branch; the target
  /// is the branch the innermost such switch's value selects. Empty when the action writes the state
  /// of fewer than two root switches nested so, or when a value on the way is one the reader cannot
  /// tell (each write then moves on its own, as before). O(writes × nesting depth).
  func combinedRootMoves(
    _ effects: [Effect], lastWrite: [StateKey: Int], screen: ScreenRecord
  ) -> [Int: [StateKey: CombinedRootMove]] {
    var written: [StateKey: (value: Value, offset: Int)] = [:]
    var order: [StateKey] = []
    for (offset, effect) in effects.enumerated() {
      guard case .write(let key, let value, _) = effect, lastWrite[key] == offset else { continue }
      for target in effectiveKeys(key, screen: screen) where rootSwitches[target] != nil {
        if written[target] == nil { order.append(target) }
        written[target] = (value, offset)
      }
    }
    guard written.count > 1 else { return [:] }
    var groups: [StateKey: [StateKey]] = [:]
    for key in order {
      var top = key
      var visited: Set<StateKey> = [key]
      var current = key
      while let parent = rootSwitchParents[current]?.outer, visited.insert(parent).inserted {
        if written[parent] != nil { top = parent }
        current = parent
      }
      groups[top, default: []].append(key)
    }
    var result: [Int: [StateKey: CombinedRootMove]] = [:]
    for top in order {
      guard let members = groups[top], members.count > 1,
        let target = combinedTarget(from: top, written: written)
      else { continue }
      let last = members.max { written[$0]!.offset < written[$1]!.offset }!
      for member in members {
        result[written[member]!.offset, default: [:]][member] = member == last ? .to(target) : .skipped
      }
    }
    return result
  }

  /// What the root shows when the switch on `top` and the switches nested in its branches have the
  /// values `written` (a switch not written keeps the branch its state selects at launch, as a
  /// single write reads it). Nil when a value on the way selects no branch the reader can tell.
  private func combinedTarget(
    from top: StateKey, written: [StateKey: (value: Value, offset: Int)]
  ) -> Target? {
    var key = top
    var branches = rootSwitches[top]
    var visited: Set<StateKey> = [top]
    while true {
      guard let value = written[key]?.value,
        let name = value.caseName ?? someName(value) ?? nonNilName(value, switchedOn: key),
        let branch = branches?.first(where: { holds($0.condition, for: name) })
      else { return nil }
      // The switch nested in the branch `name` selects (of several on one state, that branch's).
      let nested = written.keys.sorted { written[$0]!.offset < written[$1]!.offset }.lazy.compactMap {
        inner in
        self.nestedRootSwitch(inner, under: key, selecting: name, written: Set(written.keys)).map {
          (inner, $0)
        }
      }.first
      guard let nested, visited.insert(nested.0).inserted else { return branch.target }
      key = nested.0
      branches = nested.1
    }
  }

  /// `some` for a value the reader cannot tell but that is not nil, or not nil when the write
  /// does what it is there for, written to state a root tests against nil (`if let user =
  /// session.user`, `session.user != nil`, `case .none`), so that it selects the non-nil branch: a
  /// name an `if let` binds, an expression with no optional in it (`result.user`, an API's result),
  /// or an optional chain (`result?.user` in a sign-in callback: the move happens when the chain
  /// gives a value, and a nil written over nil moves nothing), a literal, or state of a type that
  /// is not optional. A bare name (a parameter of unknown type) may be anything: nil, the write
  /// stays reported.
  func nonNilName(_ value: Value, switchedOn key: StateKey) -> String? {
    guard
      rootSwitches[key]?.contains(where: { branch in
        let condition = branch.condition
        return ["some", "nil"].contains(condition.value ?? "") || condition.excluded.contains("nil")
      }) == true
    else { return nil }
    switch value {
    case .nonNil, .string, .int, .bool: return "some"
    case .unknown(let text): return text.contains(".") ? "some" : nil
    // State of a type that is not optional (`address: String` given a text field's `@State var
    // typed = ""`): never nil.
    case .state(_, let type?):
      if case .optional = type { return nil }
      return "some"
    default: return nil
    }
  }

  /// Whether a branch's condition holds for a case name: a test for nil (`!= nil`, its `else`) holds
  /// for any value but nil as for `some` (`var ownerID: String? = "me"` takes `if ownerID != nil`).
  func holds(_ condition: Condition, for name: String) -> Bool {
    if name != "nil", condition.value == "some" || condition.excluded.contains("some") {
      return condition.admits("some")
    }
    return condition.admits(name)
  }

  /// The move to a root target: a `replace` of the root with a screen, or a `tab` link to the tab
  /// bar's initially selected tab.
  func rootMove(to target: Target) -> PendingMove {
    switch target {
    case .screen(let screen): return PendingMove(kind: .replace, screen: screen)
    case .tabs: return PendingMove(kind: .tab, tab: initialTab())
    }
  }

  /// The moves of an action with one path, without a `replace` of the root by the screen the
  /// action is on: the root stays as it is, so it is no move, and it usually means a write the reader
  /// could not follow; reported at the action. (Among an action's alternatives, a path that leaves
  /// the root as it is is one of its outcomes, and stays.) In a `component` shown on several screens
  /// (a side menu whose rows set the root), each alternative is its own control, decided per screen:
  /// the one setting the root to the screen it is shown on changes nothing there, and is dropped,
  /// reported too.
  func withoutReplaceOfItself(
    _ moves: [PendingMove], screen: ScreenRecord, component: String? = nil, at location: SourceAnchor
  ) -> [PendingMove] {
    guard moves.contains(where: { $0.kind == .replace && $0.screen == screen.key }) else { return moves }
    if let component {
      warn(
        "'\(component)', shown on '\(screenName(screen.key))', moves the root to the same screen there, which leaves the root as it is, so no link is made",
        at: location)
    } else {
      warn(
        "the reader read a root move to the same screen, '\(screenName(screen.key))', which leaves the root as it is; this usually means a write of the root's state it could not follow, so no link is made",
        at: location)
    }
    return moves.filter { !($0.kind == .replace && $0.screen == screen.key) }
  }
}
