internal import NavGraph
internal import SwiftSyntax

/// An action's effects into moves: the paths through its branches, then each state write, path
/// change, dismiss call and closure called, as the tables tie them to navigation.
extension NavigationResolver {
  /// The paths through an action's branches: each a sequence of effects, with the conditions,
  /// literals and labels of the branches taken. At most 32 paths; more are reported.
  func sequences(_ effects: [Effect], at location: SourceAnchor, screen: ScreenRecord? = nil) -> [(
    effects: [Effect], conditions: [String], literals: [String], labels: [String]
  )] {
    var result: [(effects: [Effect], conditions: [String], literals: [String], labels: [String])] = [
      ([], [], [], [])
    ]
    for effect in effects {
      guard case .branches(let branches, _) = effect else {
        for i in result.indices { result[i].effects.append(effect) }
        continue
      }
      // Branches none of which does anything (`if action != nil { print("tapped") }`) leave every
      // path as it is.
      if branches.allSatisfy({ $0.effects.isEmpty }) { continue }
      var next: [(effects: [Effect], conditions: [String], literals: [String], labels: [String])] = []
      // The cases of a switch on an environment value the screen does not set are not taken
      // (all are when none is).
      var taken = branches
      if let screen {
        let admitted = branches.filter { $0.environment.map { admits($0, screen: screen) } ?? true }
        if !admitted.isEmpty { taken = admitted }
        // The clauses the screen's creations of the view cannot run (literal Bool properties).
        let run = taken.filter { admitsFlags($0.flags, screen: screen) }
        if !run.isEmpty { taken = run }
        // The cases of a switch on root state other than the value the screen is shown for.
        let current = currentStateBranches(taken, screen: screen)
        if !current.isEmpty { taken = current }
        // The cases of a switch on the route on top of a stack other than the screen's own.
        let top = currentTopBranches(taken, screen: screen)
        if !top.isEmpty { taken = top }
      }
      for path in result {
        for branch in taken {
          for tail in sequences(branch.effects, at: location, screen: screen) {
            next.append(
              (
                path.effects + tail.effects,
                path.conditions + (branch.condition.map { [$0] } ?? []) + tail.conditions,
                path.literals + (branch.literal.map { [$0] } ?? []) + tail.literals,
                path.labels + (branch.label.map { [$0] } ?? []) + tail.labels
              ))
          }
        }
      }
      if next.count > 32 {
        warn(
          "an action with more than 32 paths through its branches: only the first 32 are read", at: location)
        next = Array(next.prefix(32))
      }
      result = next
    }
    return result
  }

  /// The moves a sequence of effects makes, on a screen, in order. A write that a later write of
  /// the same state in the sequence overrides moves nothing (`await session.refresh()`, whose
  /// writes to `session.stage` are each an alternative, then `session.stage = .ready`: the state
  /// ends on `.ready`, so the path is the move to it alone, not a chain through the method's
  /// value); so does a write that later writes land in, written another way (a binding's write,
  /// then `UserDefaults.standard.set` under the key it is bound to: the last in code order wins). Writes to the state of root switches nested in one another make one move together, to
  /// what their final values select (`combinedRootMoves`). Linear in the effects.
  func resolveMoves(_ effects: [Effect], screen: ScreenRecord) -> [PendingMove] {
    let effects = withoutTabRootDismissals(
      withPushesAfterDismissal(
        withoutClosedModalPaths(
          withDerivedWrites(withCopiedWrites(withAdvancedWrites(effects, screen: screen)))),
        screen: screen),
      screen: screen)
    let enclosingClosedHosts = closedModalHosts
    closedModalHosts = []
    defer { closedModalHosts = enclosingClosedHosts }
    var writes: [StateKey: Value] = [:]
    var lastWrite: [StateKey: Int] = [:]
    // The state each write lands in, and the offset of the last write landing in each: a write
    // through a binding and one through `UserDefaults` may land in the same state.
    var landing: [Int: [StateKey]] = [:]
    var lastLanding: [StateKey: Int] = [:]
    for (offset, effect) in effects.enumerated() {
      if case .write(let key, let value, _) = effect {
        lastWrite[key] = offset
        let targets = effectiveKeys(key, screen: screen)
        landing[offset] = targets
        for target in targets {
          writes[target] = value
          lastLanding[target] = offset
        }
      }
    }
    let tabWrite = tabSelectingWrite(in: effects, lastWrite: lastWrite, screen: screen)
    let combined = combinedRootMoves(effects, lastWrite: lastWrite, screen: screen)
    var moves: [PendingMove] = []
    if case (let offset, true)? = tabWrite {
      moves += self.moves(for: effects[offset], screen: screen, writes: writes)
    }
    // Another tab's flags, moved after the write selecting that tab (`otherTabFlagWrites`).
    let otherTab =
      tabWrite == nil ? otherTabFlagWrites(in: effects, lastWrite: lastWrite, screen: screen) : nil
    for (offset, effect) in effects.enumerated() {
      if otherTab?.deferred.contains(offset) == true { continue }
      if let otherTab, offset == otherTab.tabWrite {
        moves += self.moves(for: effect, screen: screen, writes: writes, combined: combined[offset] ?? [:])
        for deferred in otherTab.deferred.sorted() {
          moves += self.moves(
            for: effects[deferred], screen: screen, writes: writes, combined: combined[deferred] ?? [:])
        }
        continue
      }
      if case .write(let key, _, _) = effect, lastWrite[key] != offset { continue }
      if let targets = landing[offset], !targets.isEmpty, targets.allSatisfy({ lastLanding[$0] != offset }) {
        continue
      }
      if let (tabOffset, selects) = tabWrite {
        if selects && offset == tabOffset { continue }
        if !selects, case .append(_, _, let location) = effect {
          warnPushBesideTabTag(effects[tabOffset], screen: screen, at: location)
          continue
        }
        if !selects, case .appendAll(_, _, let location) = effect {
          warnPushBesideTabTag(effects[tabOffset], screen: screen, at: location)
          continue
        }
      }
      if case .dismiss(let origin?, _) = effect, !screen.views.contains(origin),
        moves.contains(where: { $0.kind == .dismiss || $0.kind == .dismissAction })
      {
        // The modal closed earlier in the action (`showPanel = false; presentationMode.wrappedValue
        // .dismiss()` in a closure its presenter gave it, or the screen's own `dismiss(); onDone()`
        // with `onDone` the presenter's `{ dismiss() }`): the presenter's environment dismiss now
        // acts on the presenter, as its own.
        moves.append(PendingMove(kind: .dismissAction))
        continue
      }
      // The screen's own dismiss after a write closed the modal showing it moves nothing, and a
      // write after it finds that modal closed (`NavigationResolver+OwnModalDismissals`).
      if case .dismiss(let origin, _) = effect, origin.map(screen.views.contains) ?? true,
        ownDismissalFindsModalClosed(screen)
      {
        continue
      }
      moves += self.moves(for: effect, screen: screen, writes: writes, combined: combined[offset] ?? [:])
    }
    return withoutOverriddenRootMoves(withoutInertMovesAfterReplace(moves))
  }

  /// A push beside a write of one of the tab bar's tags in the same action
  /// (`favoritesPath.append(x); selectedTab = .favorites`): the push acts on the stack of the tab
  /// the action selects, so the tab move comes first, wherever it is written. The offset of that
  /// write and whether its state is the tab bar's selection (else the reader cannot tell that the
  /// write selects the tab, nor which stack the push lands on). Nil without such a pair. Linear.
  func tabSelectingWrite(in effects: [Effect], lastWrite: [StateKey: Int], screen: ScreenRecord)
    -> (Int, Bool)?
  {
    guard
      effects.contains(where: {
        switch $0 {
        case .append, .appendAll: return true
        default: return false
        }
      })
    else { return nil }
    for (offset, effect) in effects.enumerated() {
      guard case .write(let key, .enumCase(_, let name, _), _) = effect, lastWrite[key] == offset,
        appTabIDs.contains(name)
      else { continue }
      let selection = appTabs?.selection
      return (offset, selection.map { effectiveKeys(key, screen: screen).contains($0) } ?? false)
    }
    return nil
  }

  func warnPushBesideTabTag(_ write: Effect, screen: ScreenRecord, at location: SourceAnchor) {
    guard case .write(let key, let value, _) = write else { return }
    warn(
      "this push comes with setting '\(key)' to '\(describe(value))', a tag of the tab bar, which the reader cannot tell is the tab bar's selection, so the push may act on that tab's stack; no link is read; "
        + overlayHint(.tab, on: screen.key),
      at: location)
  }

  /// The moves one effect makes; `combined`: for a write, how the root switches it sets move
  /// together with the action's other writes (`combinedRootMoves`).
  func moves(
    for effect: Effect, screen: ScreenRecord, writes: [StateKey: Value],
    combined: [StateKey: CombinedRootMove] = [:]
  ) -> [PendingMove] {
    switch effect {
    case .write(let key, let value, let location):
      reportUnboundPath(key, screen: screen, kind: .popToRoot, at: location)
      var result: [PendingMove] = []
      var seen: [[PendingMove]] = []
      for target in effectiveKeys(key, screen: screen) {
        let moves = writeMoves(
          target, value: value, written: key, screen: screen, writes: writes, combined: combined[target],
          at: location)
        // A binding each presenter gives its own state for (`isPresented: $showsPicker` from two
        // forms): one of them is the presenter at a time, so the same moves from two are made once.
        guard !seen.contains(moves) else { continue }
        seen.append(moves)
        result += moves
      }
      return result
    case .toggle(let key, let location):
      var result: [PendingMove] = []
      var seen: [[PendingMove]] = []
      for target in effectiveKeys(key, screen: screen) {
        guard let opens = toggleOpens(target, screen: screen, at: location) else { continue }
        // A modal shown while the flag is false (`Presentation.negated`) opens when it becomes false.
        let negated = presentations(of: target).first?.negated ?? false
        let moves = writeMoves(
          target, value: .bool(opens != negated), written: key, screen: screen, writes: writes, at: location)
        // One presenter at a time, as for a write above.
        guard !seen.contains(moves) else { continue }
        seen.append(moves)
        result += moves
      }
      return result
    case .append(let key, let value, let location):
      guard changesPath(key, screen: screen, kind: .push, value: typeName(value), at: location) else {
        return []
      }
      return Array(valuePushes(value, at: location, screen: screen.key, stack: pushedStack(key)).prefix(1))
    case .appendAll(let key, let values, let location):
      guard changesPath(key, screen: screen, kind: .push, at: location) else { return [] }
      let stack = pushedStack(key)
      return values.flatMap { valuePushes($0, at: location, screen: screen.key, stack: stack).prefix(1) }
    case .removeLast(let key, let count, let location):
      guard changesPath(key, screen: screen, kind: .pop, at: location), !isUnboundPath(key, screen: screen)
      else { return [] }
      switch count {
      case .count(let n): return Array(repeating: PendingMove(kind: .pop), count: max(0, min(n, 16)))
      case .all: return [PendingMove(kind: .popToRoot)]
      case .unknown:
        warn(
          "'removeLast' with a count the reader cannot tell; " + overlayHint(.pop, on: screen.key),
          at: location)
        return []
      }
    case .removeAll(let key, let location):
      return changesPath(key, screen: screen, kind: .popToRoot, at: location)
        && !isUnboundPath(key, screen: screen) ? [PendingMove(kind: .popToRoot)] : []
    case .dismiss(let origin, _):
      if let origin, !screen.views.contains(origin) {
        return presenterDismissal(origin: origin, screen: screen)
      }
      return [PendingMove(kind: .dismissAction)]
    case .closeModal:
      return [PendingMove(kind: .dismiss)]
    case .callClosure(let key, let location, _):
      // `expandingClosureCalls` leaves only the calls of closures no creator gives, and the sends
      // of subjects nothing subscribes to (an event the reader sees no use of).
      if reader.isSubject(key) { return [] }
      // A view's own `@State` closure (`@State var action: (() -> Void)?`, set by its own code): no
      // creator gives it; a closure stored there that navigates is reported where it is written.
      if index.types[key.owner]?.properties[key.name]?.wrapper == "State" { return [] }
      if key.owner == CodeReader.environmentActionKey(key.name).owner {
        warn(
          "'\(key.name)' is an environment action no view sets ('.environment(\\.\(key.name), ...)') in the files read",
          at: location)
      } else {
        warn(
          "'\(key.name)' is a closure no view that creates '\(key.owner)' gives in the files read",
          at: location
        )
      }
      return []
    case .storedClosure(let place, let effects, let location):
      // Followed where it is called instead (`CodeReader+AssignedClosures`).
      if reader.isFollowedAssignedClosure(at: location) { return [] }
      let moves = sequences(expandingClosureCalls(effects, screen: screen), at: location, screen: screen)
        .flatMap {
          resolveMoves($0.effects, screen: screen)
        }
      if let first = moves.first {
        let target = first.screen.map(screenName)
        warn(
          "this closure navigates (\(first.kind.rawValue)\(target.map { " '\($0)'" } ?? "")) but is stored in "
            + "\(place), and the reader does not follow a stored closure to where it is called; "
            + overlayHint(first.kind, to: target, value: first.value, on: screen.key),
          at: location)
      }
      return []
    case .unresolved(let message, let location):
      warn(message + "; " + overlayHint(nil, on: screen.key), at: location)
      return []
    // Turned into writes before (`withAdvancedWrites`).
    case .branches, .advance: return []
    case .show(let kind, let shape, _):
      // Shown as a push or a modal shows it: a view holding a tab bar is that tab bar.
      guard let target = targets(shape, selector: nil, stack: false, moving: true).first else { return [] }
      return [move(kind, to: target)]
    }
  }

  /// Whether state is a navigation path: a `NavigationPath`, or state given to
  /// `NavigationStack(path:)`, directly or through the `@Binding`s its creators bind to it (a
  /// modifier's `NavigationStack(path: $trail)`, created as `Voyage(trail: $pilot.quayRoutes)`).
  func isPath(_ key: StateKey) -> Bool {
    if reader.stackPaths.contains(key) { return true }
    if reader.stackPaths.contains(where: { origins(of: $0).contains(key) }) { return true }
    if let type = reader.stateType(key), type.lastName == "NavigationPath" { return true }
    if let owner = index.types[key.owner], let property = owner.properties[key.name], property.type == nil,
      let initializer = property.initializer,
      SyntaxText.bounded(initializer, limit: 30).hasPrefix("NavigationPath(")
    {
      return true
    }
    return false
  }

  /// Whether the state a change lands in is a path no `NavigationStack(path:)` binds, directly or
  /// through bindings, in an app whose stacks take paths the reader all followed: emptying or
  /// shortening it (`path = NavigationPath()`, `removeLast()`) moves no stack (a coordinator whose
  /// tab's stack takes no path, beside tabs whose stacks take theirs). An app none of whose stacks
  /// takes a path keeps reading an object's `NavigationPath` as the stack's (a coordinator beside a
  /// plain `NavigationStack { }`), but not a view's own `@State` path: with no stack taking a path,
  /// neither that view nor any view it gives a binding to binds it (held-out set 61 Musica: a nav
  /// bar's `@State private var path = NavigationPath()` and its `path.removeLast()`). Linear in the
  /// stacks' paths.
  func isUnboundPath(_ key: StateKey, screen: ScreenRecord) -> Bool {
    guard !reader.hasUnfollowedStackPath else { return false }
    let keys = effectiveKeys(key, screen: screen)
    guard !reader.stackPaths.isEmpty else { return !keys.isEmpty && keys.allSatisfy(isViewState) }
    let bound = reader.stackPaths.flatMap { [$0] + origins(of: $0) }
    return keys.allSatisfy { !bound.contains($0) }
  }

  /// Whether state is a view's `@State` property.
  func isViewState(_ key: StateKey) -> Bool {
    guard let owner = index.types[key.owner], owner.isView else { return false }
    return owner.properties[key.name]?.wrapper == "State"
  }

  /// Whether `toggle()` on a Bool, on a screen, sets it to true. For a Bool that drives
  /// presentations: true on the screen whose code carries the modifier (the presentation is closed
  /// while the screen under it can be used), also when the Bool is a view model's; false on a screen
  /// the presentation shows (it is open there); on a screen that is both, true when the Bool is the
  /// screen's own state (it presents the next one); on a screen that is neither, true when modals
  /// cover it (`isCovered`), else, and on a screen that is both without owning the Bool, nil with
  /// an `unresolved-navigation` warning. For a Bool a root switch tests, on a screen that is one of
  /// its branches: the other value than the one the branch is shown for (`if gate.showsSignIn {
  /// SignIn() } else { SignUp() }`, SignUp's `gate.showsSignIn.toggle()`: true). For other state:
  /// true when a view of the screen owns it.
  func toggleOpens(_ key: StateKey, screen: ScreenRecord, at location: SourceAnchor) -> Bool? {
    let owned = screen.views.contains(key.owner)
    let presentations = presentations(of: key)
    guard !presentations.isEmpty else { return rootBranchValue(of: key, on: screen.key).map(!) ?? owned }
    let presenter = presentations.contains { carries(screen, $0) }
    let inside = presentations.contains { shows($0.destination, screen: screen) }
    switch (presenter, inside) {
    case (true, false): return true
    case (false, true): return false
    case (true, true) where owned: return true
    case (false, false) where isCovered(screen, by: presentations) || isInModalBeside(screen, presentations):
      return true
    case (false, false) where isDeeperInModal(screen, presentations): return false
    default:
      let kind = presentations[0].kind
      let place =
        presenter
        ? "both carries the \(kind.rawValue) it drives and is shown by it"
        : "neither carries the \(kind.rawValue) it drives nor is shown by it"
      warn(
        "'\(key)' is toggled on a screen that \(place), so the reader cannot tell whether it opens or closes it; "
          + overlayHint(kind, on: screen.key),
        at: location)
      return nil
    }
  }

  /// The value a Bool has on a screen that is a branch of a root switch testing it (`true` for the
  /// branch of `if flag`, `false` for its `else`); nil when no such branch is the screen. O(the
  /// screen's branch conditions).
  private func rootBranchValue(of key: StateKey, on screen: ScreenKey) -> Bool? {
    for condition in rootBranchCases[screen] ?? [] where condition.subject == .state(key) {
      if let value = condition.value { return Bool(value) }
      if condition.excluded == ["true"] { return false }
      if condition.excluded == ["false"] { return true }
    }
    return nil
  }

  /// The move that closes a presentation from `screen`: a dismiss for a modal; for a push, a pop
  /// from its destination, but a `popToRoot` from a screen pushed above the destination when the
  /// push's presenter is the root of the stack it pushes on (`NavigationStack { Home()
  /// .navigationDestination(isPresented: $finding) { Finder(onPicked: { finding = false }) } }`,
  /// Finder pushing Picker, which calls `onPicked`): clearing the flag takes the destination and
  /// everything above it off, back to the root (held-out set 160 CourseGrab: a `pop` read there).
  /// Elsewhere the depth is not known, and the move stays a pop.
  func closingKind(_ presentation: Presentation, screen: ScreenRecord) -> LinkKind {
    guard presentation.kind == .push else { return .dismiss }
    if !carries(screen, presentation), !shows(presentation.destination, screen: screen),
      reader.summaries[presentation.host]?.hostsStack == true
    {
      return .popToRoot
    }
    return .pop
  }

  /// Whether a screen carries a presentation: its code holds the modifier, or the modifier was first
  /// read as modifiers written in the code of one of the screen's views (a decoration summary, whose
  /// host is that view), as a screen shown in several places reads it once, under its first use (held-out
  /// sets 48 and 50: a `toggle()` of the flag of a cover the screen itself carries was reported as on
  /// a screen that does not carry it).
  func carries(_ screen: ScreenRecord, _ presentation: Presentation) -> Bool {
    if screen.code.contains(presentation.host) { return true }
    guard case .inline = presentation.host, let view = reader.summaries[presentation.host]?.host else {
      return false
    }
    return screen.views.contains(view)
  }

  /// Whether a destination shape shows the screen: one of its views or its content written in place
  /// is the screen's (a wrapper's root counts, through the wrapper's summary), in any alternative.
  func shows(_ shape: Shape, screen: ScreenRecord) -> Bool {
    var pending = [shape]
    while let shape = pending.popLast() {
      switch shape {
      case .view(let name, _, _): if screen.summaries.contains(.view(name)) { return true }
      case .inline(let id, _, _, _): if screen.summaries.contains(id) { return true }
      case .stack(let inner): pending.append(inner)
      case .choice(let alternatives): pending += alternatives.map(\.shape)
      case .tabs, .unresolved, .empty: break
      }
    }
    return false
  }

  /// Whether a destination is a choice whose every alternative is on conditions of state (an `if`
  /// or `switch` on a flag of a view), none on the presented item: the item's case decides those.
  func isDecidedByState(_ shape: Shape) -> Bool {
    var shape = shape
    while case .stack(let inner) = shape { shape = inner }
    guard case .choice(let alternatives) = shape else { return false }
    return alternatives.allSatisfy { alternative in
      !alternative.conditions.isEmpty
        && alternative.conditions.allSatisfy {
          if case .state = $0.subject { return true }
          return false
        }
    }
  }

  /// Whether a change to `key` (an `append`, a `removeLast`, a `removeAll`) changes a stack's path:
  /// `key` is a path, or a `@Binding` standing for one (the state each creator binds it to, through
  /// chains of bindings: `effectiveKeys`), so a child given `path: $path` pushes on the stack that
  /// owns the path. A path binding no creator binds is reported (`reportUnboundPath`).
  func changesPath(
    _ key: StateKey, screen: ScreenRecord, kind: LinkKind, value: String? = nil, at location: SourceAnchor
  ) -> Bool {
    if effectiveKeys(key, screen: screen).contains(where: isPath) { return true }
    reportUnboundPath(key, screen: screen, kind: kind, value: value, at: location)
    if kind == .push, case .dictionary(_, .array)? = reader.stateType(key)?.unwrapped {
      // An object's dictionary of arrays (`paths[tab, default: []].append(d)`) no stack binds
      // through a subscript (`NavigationStack(path: $router[tab])`): the push is not dropped silently.
      warn(
        "an append to an element of '\(key.name)', a dictionary of arrays no stack binds as its path through a subscript in the files read; "
          + overlayHint(kind, value: value, on: screen.key),
        at: location)
    }
    return false
  }

  /// Reports a change to a `@Binding` shaped like a stack's path (a `NavigationPath`, or an array of
  /// a type some `navigationDestination(for:)` registers) that no creator binds to a path, directly or
  /// through further bindings: the reader cannot tell which stack it changes.
  func reportUnboundPath(
    _ key: StateKey, screen: ScreenRecord, kind: LinkKind, value: String? = nil, at location: SourceAnchor
  ) {
    let finals = effectiveKeys(key, screen: screen)
    guard !finals.contains(where: isPath),
      let unbound = finals.first(where: { final in
        guard let property = index.types[final.owner]?.properties[final.name], property.wrapper == "Binding"
        else { return false }
        if property.type?.lastName == "NavigationPath" { return true }
        if case .array(let element)? = property.type?.unwrapped, let name = element.lastName {
          return reader.registrations[name] != nil
        }
        return false
      })
    else { return }
    warn(
      "'\(unbound)' is a @Binding that no view creating '\(unbound.owner)' binds to a stack's path in the files read, "
        + "so the reader cannot tell which stack it changes; "
        + overlayHint(kind, value: value, on: screen.key),
      at: location)
  }

  /// The state a write lands in: a `@Binding` property stands for the state each creator binds it
  /// to (followed through chains of bindings). Of several, those the screen's own code holds; none
  /// when the screen's code creates the view with a constant (`.constant(false)`) and binds it to
  /// no state: the write does nothing there.
  func effectiveKeys(_ key: StateKey, screen: ScreenRecord) -> [StateKey] {
    let finals = origins(of: key)
    let local = finals.filter { screen.views.contains($0.owner) }
    if local.isEmpty, !(reader.constantCreators[key] ?? []).isDisjoint(with: screen.views) { return [] }
    return local.isEmpty ? finals : local
  }

  /// The state a `@Binding` stands for: what each creator binds it to, followed through chains of
  /// bindings (an explicit stack, each key once); the key itself when it is no alias.
  func origins(of written: StateKey) -> [StateKey] {
    let key = environmentOrigin(of: written)
    guard reader.aliases[key] != nil else { return [key] }
    var finals: [StateKey] = []
    var seen: Set<StateKey> = [key]
    var stack = [key]
    while let current = stack.popLast() {
      guard let bound = reader.aliases[current] else {
        if !finals.contains(current) { finals.append(current) }
        continue
      }
      for next in bound where seen.insert(next).inserted { stack.append(next) }
    }
    return finals
  }

  /// State of an object a creator gives through the environment, as the creator's
  /// (`ButtonsView.model.isImageCaptured` is `ScannerView.model.isImageCaptured` when ScannerView
  /// creates `ButtonsView().environment(model)`, `CodeReader.recordEnvironmentObjects`), followed
  /// through any number of hops (a view handing on with `.environmentObject(auth)` the object it
  /// was given itself: held-out set 56 Frenly's log-out three views below the root; before, only
  /// the first hop was followed); the key itself otherwise. Iterative, each holder once: O(hops).
  func environmentOrigin(of key: StateKey) -> StateKey {
    guard !reader.environmentObjects.isEmpty, let dot = key.name.firstIndex(of: ".") else { return key }
    let rest = key.name[dot...]
    var holder = StateKey(owner: key.owner, name: String(key.name[..<dot]))
    var seen: Set<StateKey> = [holder]
    while let given = reader.environmentObject(for: holder), seen.insert(given).inserted { holder = given }
    return holder == StateKey(owner: key.owner, name: String(key.name[..<dot]))
      ? key : StateKey(owner: holder.owner, name: holder.name + rest)
  }

  /// The presentations state shows: those bound to it, and those bound to a `@Binding` that a
  /// creator binds to it (a component's `.sheet(isPresented: $show)` on its `@Binding var show`,
  /// whose writes land in the parent's state). Each once, in the order they were found.
  func presentations(of key: StateKey) -> [Presentation] {
    if presentationsByOrigin == nil {
      var byOrigin: [StateKey: [Presentation]] = [:]
      for (bound, presentations) in reader.presentations.sorted(by: { "\($0.key)" < "\($1.key)" })
      where reader.aliases[bound] != nil {
        for origin in origins(of: bound) { byOrigin[origin, default: []] += presentations }
      }
      presentationsByOrigin = byOrigin
    }
    var result = reader.presentations[key] ?? []
    for presentation in presentationsByOrigin?[key] ?? []
    where !result.contains(where: { $0.location == presentation.location }) {
      result.append(presentation)
    }
    // A generic view's modifier read with its parameters bound (`Route=AppRoutes`) stands for the
    // same modifier read without them, whose item type the reader cannot tell.
    let bound = Set(result.filter { $0.host.isSpecialized }.map(\.location))
    if !bound.isEmpty { result.removeAll { !$0.host.isSpecialized && bound.contains($0.location) } }
    return result
  }

  /// Whether a write of a root switch's state selects a tab of the app's tab bar, a branch of that
  /// switch whose selection is the same state (`if tab == .login { Login() } else {
  /// TabView(selection: $tab) { ... } }`, `tab = .workouts`): the tab move alone shows the bar on
  /// that tab, from inside the bar as from outside. (Before, the root move to the bar, its first
  /// tab, was dropped from the bar's screens as a move to the branch already shown, and with it an
  /// equal tab move: a write of the first tab from another tab was lost; held-out set 90
  /// NavigationApp.) O(branches).
  private func selectsTabOfRootBar(
    _ key: StateKey, value: Value, branches: [(condition: Condition, target: Target)]
  )
    -> Bool
  {
    guard let info = appTabs, info.selection == key, let name = value.caseName, appTabIDs.contains(name),
      case .tabs(let shown)? = branches.first(where: { holds($0.condition, for: name) })?.target
    else { return false }
    return shown === info
  }

  /// The tab of the app's tab bar a value of its selection selects: the tab tagged with its case,
  /// else, for a case of an enum of raw values, the tab tagged with that raw value (`selection =
  /// item.rawValue` over `.tag(0)`, `.tag(1)`). Nil when no tab is.
  func tabIndex(of value: Value) -> Int? {
    guard let written = value.caseName else { return nil }
    let name = appTabs?.valueAliases[written] ?? written
    if let index = appTabIDs.firstIndex(of: name) { return index }
    guard case .enumCase(let type?, _, _) = value, let raw = index.types[type]?.rawValue(ofCase: name) else {
      return nil
    }
    return appTabIDs.firstIndex(of: raw)
  }

  /// The branch a copy of another optional property selects when the root tests for nil
  /// (`current = pending`, `userSession = tempUserSession` once a sign-up's last step is done): the
  /// branch for a value, since a copied nil over the nil branch leaves the root as it is, and the
  /// move is dropped where the writing screen already sits in that branch (`dropWritesOfOwnBranch`).
  /// Nil for any other value, or a switch not testing for nil.
  private func copiedOptionalBranch(
    _ key: StateKey, value: Value, branches: [(condition: Condition, target: Target)]
  ) -> (condition: Condition, target: Target)? {
    guard case .state(let source, let type) = value, source != key,
      case .optional? = type ?? index.types[source.owner]?.properties[source.name]?.type,
      let name = nonNilName(.nonNil(source.name), switchedOn: key)
    else { return nil }
    return branches.first { holds($0.condition, for: name) }
  }

  /// The moves setting state makes: a root switch's replace, a tab, a presentation shown or hidden,
  /// a path reset.
  func writeMoves(
    _ key: StateKey, value: Value, written: StateKey, screen: ScreenRecord, writes: [StateKey: Value],
    combined: CombinedRootMove? = nil, at location: SourceAnchor
  ) -> [PendingMove] {
    var result: [PendingMove] = []
    if let branches = rootSwitchBranches(key, screen: screen.key),
      !selectsTabOfRootBar(key, value: value, branches: branches)
    {
      if let combined {
        if case .to(let target) = combined {
          result.append(rootMove(to: target))
          markRootWrite(rootMove(to: target), to: target, screen: screen.key)
        }
      } else if let name = value.caseName ?? someName(value) ?? nonNilName(value, switchedOn: key),
        let branch = branches.first(where: { holds($0.condition, for: name) })
      {
        if let awaited = awaitedBranch(key, branch: branch) {
          if case .screen(let host) = branch.target { awaitedHostBranches.insert(host) }
          result.append(rootMove(to: awaited.target))
          markRootWrite(rootMove(to: awaited.target), to: awaited.target, screen: screen.key)
          warnAwaitedBranch(awaited, screen: screen.key, at: location)
        } else {
          result.append(rootMove(to: branch.target))
          markRootWrite(
            rootMove(to: branch.target), to: branch.target, screen: screen.key, key: key,
            condition: branch.condition)
          warnIfNoBranchShown(key, branch: branch, screen: screen.key, at: location)
        }
      } else if let branch = copiedOptionalBranch(key, value: value, branches: branches) {
        result.append(rootMove(to: branch.target))
        markRootWrite(rootMove(to: branch.target), to: branch.target, screen: screen.key)
      } else {
        warn("'\(key)' is set to a value the reader cannot tell; the root switches on it", at: location)
      }
    }
    if let selection = appTabs?.selection, selection == key {
      if let index = tabIndex(of: value) {
        result.append(PendingMove(kind: .tab, tab: index))
      } else if let name = value.caseName, appTabs?.actionCases.contains(name) == true {
        // A hand-made bar's action case: its code is the host's, read around the tab bar.
      } else if case .state(let given, _) = value, appTabs?.itemProperties.contains(given) == true {
        // A hand-made bar item selecting the case its bar gives it: the tab bar itself.
      } else if let name = value.caseName, let branches = rootSwitches[key],
        branches.contains(where: { holds($0.condition, for: name) })
      {
        // A root branch other than the tab bar (`tab = .login`): the root move above.
      } else {
        warn(
          "the tab selection '\(key)' is set to '\(describe(value))', which is not a tag of the tab bar the reader can tell",
          at: location)
      }
    }
    let presentations = presentations(of: key)
    if !presentations.isEmpty {
      let showing: Bool?
      switch value {
      case .bool(let b): showing = b
      case .none: showing = false
      // A value the reader cannot tell that is not nil (a `ForEach` row, a name an `if let`
      // binds) shows the item's modal, as a value of a type that is not optional does (a
      // closure's parameter typed `Pin`, a property declared `Pin`, not `Pin?` nor a `Bool`
      // that may be false).
      case .enumCase, .instance, .object, .array, .int, .string, .nonNil: showing = true
      case .typed(.optional): showing = nil
      case .typed: showing = true
      case .state(_, let type?) where type.lastName != "Bool":
        if case .optional = type { showing = nil } else { showing = true }
      default: showing = nil
      }
      guard let showing else {
        warn(
          "'\(key)' is set to '\(describe(value))', which the reader cannot tell; it shows or hides a presentation",
          at: location)
        return result
      }
      var closedTagged = false
      var returnedToRoot = false
      // The moves of each presentation the write opens, one group each (`oneOpened`).
      var opened: [[PendingMove]] = []
      for presentation in presentations {
        // A modal shown while the state is false opens on `false` and closes on `true`.
        if presentation.negated == showing {
          if closesNothing(presentation, screen: screen) { continue }
          // Shown while any of several flags holds: closed once, when the action clears them all.
          if let flags = reader.presentationFlags[presentation.location] {
            let cleared = flags.allSatisfy { flag in
              switch writes[flag.key] {
              case .bool(let b)?: return b == flag.negated
              case .none?: return !flag.negated
              default: return false
              }
            }
            guard cleared, flags.first?.key == key else { continue }
          }
          // The links on one selection, each on its tag, are one presentation to close.
          if presentation.tag != nil {
            if closedTagged { continue }
            closedTagged = true
          }
          // One write opened one of them (`oneOpened`), so it closes one: a pop or a dismiss once;
          // and a host shows one modal at a time, so a second one of its modals cleared in the
          // same action is not up (`sheet = nil; cover = nil`, held-out set 95 coodinator_pattern).
          if presentation.kind == .push {
            // The push showing this screen, popped already by its own dismiss (`dismiss(); onDone()`
            // with the presenter's `{ adding = false }`), or popped now, so that a dismiss after
            // it finds the screen gone.
            if shows(presentation.destination, screen: screen),
              !closedModalHosts.insert(presentation.host).inserted
            {
              continue
            }
          } else if !closedModalHosts.insert(presentation.host).inserted {
            continue
          }
          let close = PendingMove(kind: closingKind(presentation, screen: screen))
          if !result.contains(close) { result.append(close) }
          continue
        }
        if case .bool = value, opensNothing(presentation, screen: screen) { continue }
        // A selection set to a case shows the link tagged with it, not the others.
        if let tag = presentation.tag, let name = value.caseName, name != tag { continue }
        // A flag kept in the app's defaults (`@AppStorage("firstRun")`), stored on a screen whose
        // code does not hold the presentation (a splash's timer, `UserDefaults.standard.set(true,
        // forKey: "firstRun")`): the holder shows it when it appears with the flag set, which is no
        // move of this screen. Unless the holder is the app's tab bar host and the screen a tab's
        // root: the host is on screen under it, and shows the modal as the key changes (a
        // settings tab's "Replay" of an onboarding cover; held-out set 326 ScanTip).
        if key.owner == "@AppStorage", !carries(screen, presentation),
          !(presentation.host == appTabs?.host.map { SummaryID.view($0) } && tabRoots.contains(screen.key))
        {
          continue
        }
        var selector = Selector(item: value, writes: writes, enumType: typeName(value))
        for (fixed, held) in fixedBindingValues(in: presentation.destination, screen: screen)
        where selector.writes[fixed] == nil {
          selector.writes[fixed] = held
        }
        let found = targets(
          switchedContainerBranch(presentation.destination, warnAt: presentation.location)
            ?? presentation.destination, selector: selector, stack: false, moving: true,
          hint: overlayHint(presentation.kind, on: screen.key))
        // The modal's own screen setting the presenter's item again (`onSave: { selected = $0 }`
        // given to the sheet it shows): SwiftUI keeps or replaces that modal, no screen is added.
        // A presentation held in the screen's own code (a component's `navigationDestination`
        // over its view model's flag, showing the screen it is shown on) adds a copy, as a push.
        if !screen.views.contains(key.owner), !carries(screen, presentation),
          found.contains(where: { if case .screen(let shown) = $0 { shown == screen.key } else { false } })
        {
          continue
        }
        // Content that is an `if` on state (`if signingUp { A() } else { B() }`) shows each view on
        // its condition, one link each, as a push destination's does.
        if found.count > 1, var choice = stateChoice, isDecidedByState(presentation.destination) {
          choice.count = max(choice.count, found.count)
          stateChoice = choice
          let target = found[min(choice.pick, found.count - 1)]
          noteTabBarMoves([target], kind: presentation.kind, from: screen.key, at: location)
          opened.append([move(presentation.kind, to: target)])
          continue
        }
        if found.count > 1 {
          warn(
            "'\(key)' is set to '\(describe(value))', and the reader cannot tell which of \(found.count) destinations it shows; "
              + overlayHint(presentation.kind, on: screen.key),
            at: location)
          continue
        }
        noteTabBarMoves(found, kind: presentation.kind, from: screen.key, at: location)
        var group: [PendingMove] = []
        if !returnedToRoot, switchesTaggedLinkBelow(presentation, screen: screen) {
          returnedToRoot = true
          group.append(PendingMove(kind: .popToRoot))
        }
        group += found.map { move(presentation.kind, to: $0) }
        if !group.isEmpty { opened.append(group) }
      }
      result += oneOpened(opened, key: key, at: location)
    }
    if isPath(key), !isUnboundPath(written, screen: screen) {
      switch value {
      case .array(let values):
        result.append(PendingMove(kind: .popToRoot))
        let stack = pushedStack(written)
        result += values.flatMap { valuePushes($0, at: location, screen: screen.key, stack: stack).prefix(1) }
      case .instance(let type, _) where type == "NavigationPath": result.append(PendingMove(kind: .popToRoot))
      default: break
      }
    }
    return result
  }

  /// What one write of state that drives several presentations opens, given the moves of each
  /// (`opened`): one write presents one of them, never both, as a host already presenting refuses
  /// the next ("only presenting a single sheet is supported"). The same moves from each (two
  /// `.sheet(isPresented: $session.signIn)`, in an app's scene and in a screen, both showing the
  /// sign-in screen) are one move; different ones are alternatives, one link each through
  /// `stateChoice`, with an `unresolved-navigation` warning naming them. Outside an action's links
  /// (no `stateChoice`), every group in turn. Linear in the groups.
  func oneOpened(_ opened: [[PendingMove]], key: StateKey, at location: SourceAnchor) -> [PendingMove] {
    var distinct: [[PendingMove]] = []
    for group in opened where !distinct.contains(group) { distinct.append(group) }
    guard distinct.count > 1, var choice = stateChoice else { return distinct.flatMap { $0 } }
    let names = distinct.map { group in
      group.map { "\($0.kind.rawValue)\($0.screen.map { " '\(screenName($0))'" } ?? "")" }
        .joined(separator: " then ")
    }
    warn(
      "'\(key)' drives \(distinct.count) presentations that show different destinations (\(names.joined(separator: ", "))); "
        + "one write opens one of them, and the reader cannot tell which: each is read as an alternative",
      at: location)
    choice.count = max(choice.count, distinct.count)
    stateChoice = choice
    return distinct[min(choice.pick, distinct.count - 1)]
  }
}
