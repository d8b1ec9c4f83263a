internal import NavGraph
internal import SwiftSyntax

/// A link site into links: its trigger's targets and its action's moves, value pushes through the
/// registrations of their type.
extension NavigationResolver {
  /// The links a link site gives on a screen: one per alternative of its action that moves.
  /// `component` names the view whose code the site is in when it is a component shown on the
  /// screen, not the screen's own code (`withoutReplaceOfItself`).
  func resolve(_ site: LinkSite, screen: ScreenRecord, component: String? = nil) -> [PendingLink] {
    let enclosing = (linkSite, linkOccasion, stateChoice, linkScreen)
    (linkSite, linkOccasion, linkScreen) = (site.location, site.occasion, screen.key)
    defer { (linkSite, linkOccasion, stateChoice, linkScreen) = enclosing }
    switch site.trigger {
    case .push(let shape):
      let found = targets(
        shape, selector: nil, stack: false, moving: true, hint: overlayHint(.push, on: screen.key))
      noteTabBarMoves(found, kind: .push, from: screen.key, at: site.location)
      return found.map { target in
        PendingLink(moves: [move(.push, to: target)], label: site.label)
      }
    case .pushValue(let value):
      // A row of a selecting list whose value no stack registers selects it: the detail column.
      if site.selectsInList, let type = typeName(value), reader.registrations[type]?.isEmpty ?? true {
        return []
      }
      if case .state(let key, _) = value, let given = reader.givenRouteValues(for: key) {
        // A component's value its creations give (`RouteCell(route: .settings)`).
        return givenValuePushes(site, given: given, screen: screen)
      }
      return valuePushes(
        boundGenericValue(value, screen: screen) ?? value, at: site.location, screen: screen.key,
        stack: reader.siteStacks[site.location]
      ).map {
        PendingLink(moves: [$0], label: site.label)
      }
    case .tab(let info, let index):
      return innerTabLinks(info, index: index, label: site.label, screen: screen)
    case .effects(let effects):
      var links: [PendingLink] = []
      let paths = sequences(
        expandingClosureCalls(effects, screen: screen, labelProperty: site.labelProperty), at: site.location,
        screen: screen)
      for sequence in paths {
        for (effects, creationLabel) in perCreation(
          sequence.effects, screen: screen, labelProperty: site.labelProperty)
        {
          // Once per destination of a modal shown on a condition of state (`stateChoice`).
          var pick = 0
          var count = 1
          while pick < count {
            stateChoice = (pick, 1)
            pick += 1
            var moves = withoutMovesUnderShownTabBar(resolveMoves(effects, screen: screen), at: site.location)
            count = max(count, stateChoice?.count ?? 1)
            if paths.count == 1 || component != nil {
              moves = withoutReplaceOfItself(moves, screen: screen, component: component, at: site.location)
            } else {
              // One of several paths moving the root to the screen it is on (`state = .signedIn;
              // await reload()` with reload's failure setting `.signedOut`): the failed attempt,
              // after which the root stays as it is, as the same write from a screen pushed over it
              // is dropped (`dropWritesOfOwnBranch`); the other paths are the action's moves.
              moves.removeAll { $0.kind == .replace && $0.screen == screen.key }
            }
            if leavesShownTabBar(moves, screen: screen, at: site.location) { continue }
            if !moves.isEmpty, !links.contains(where: { $0.moves == moves }) {
              links.append(
                PendingLink(moves: moves, label: site.label ?? creationLabel ?? sequence.labels.first))
            }
          }
        }
      }
      return links
    }
  }

  /// A component's action once per creation of the component on the screen: first per value its
  /// creators give a property it pushes (`perGivenValue`, with the creation's label), then per
  /// binding (`perBinding`).
  func perCreation(
    _ effects: [Effect], screen: ScreenRecord, labelProperty: StateKey?
  ) -> [(effects: [Effect], label: String?)] {
    (perGivenValue(effects, screen: screen, labelProperty: labelProperty) ?? [(effects, nil)]).flatMap {
      created in perBinding(created.effects, screen: screen).map { ($0, created.label) }
    }
  }

  /// A component's button that toggles or sets the `@Binding` it is given, created more than once
  /// on the screen with different bindings (`PillButton(flag: $toBoats)`, `PillButton(flag:
  /// $toNets)`): one button per creation, each changing its own binding only, not one button
  /// changing every creator's in turn. The effects once per state the binding stands for on the
  /// screen (the first such change splits them); unchanged when it stands for one.
  private func perBinding(_ effects: [Effect], screen: ScreenRecord) -> [[Effect]] {
    for (offset, effect) in effects.enumerated() {
      let key: StateKey
      switch effect {
      case .toggle(let written, _), .write(let written, _, _): key = written
      default: continue
      }
      guard reader.aliases[key] != nil else { continue }
      let finals = effectiveKeys(key, screen: screen)
      guard finals.count > 1 else { continue }
      return finals.map { final in
        var variant = effects
        switch effect {
        case .toggle(_, let location): variant[offset] = .toggle(final, location)
        case .write(_, let value, let location): variant[offset] = .write(final, value, location)
        default: break
        }
        return variant
      }
    }
    return [effects]
  }

  func move(_ kind: LinkKind, to target: Target, value: String? = nil) -> PendingMove {
    switch target {
    case .screen(let key): return PendingMove(kind: kind, screen: key, value: value)
    case .tabs(let info):
      if appTabs === info { return PendingMove(kind: .tab, tab: initialTab()) }
      if let key = inlineTabBarScreen(info, kind: kind) {
        return PendingMove(kind: kind, screen: key, value: value)
      }
      let key = screenFor(
        view: info.host ?? "", decoration: Decoration(), variant: nil, stack: false, location: info.location,
        skipTop: true)
      return PendingMove(kind: kind, screen: key, value: value)
    }
  }

  /// The tab the app's tab bar shows first: the one its selection starts on, else the first. A
  /// selection that is a `@Binding` starts on what its creators give: the initial value of the
  /// state they bind it to, or a constant (`TabBarView(selection: .constant(4))`), when they agree.
  func initialTab() -> Int {
    guard let key = appTabs?.selection else { return 0 }
    var values: Set<String> = []
    for origin in origins(of: key) {
      if let value = initialValue(of: origin) { values.insert(value) }
      // A constant the reader cannot tell counts as a value of its own: the creators then disagree.
      for constant in reader.constantBindings[origin] ?? [] { values.insert(constant.caseName ?? "?") }
    }
    if values.count == 1, let value = values.first, let index = appTabIDs.firstIndex(of: value) {
      return index
    }
    return 0
  }

  /// Whether a registration's destination names a case of the value it switches on (a `case` of
  /// its `switch`, not a `default:`), at its top or inside a stack. O(branches); O(1) for a long
  /// choice once indexed (`ChoiceIndex`).
  func names(_ destination: Shape, case name: String) -> Bool {
    var shape = destination
    while case .stack(let inner) = shape { shape = inner }
    guard case .choice(let alternatives) = shape else { return false }
    if let indexed = choiceIndex(alternatives) { return indexed.namedCases.contains(name) }
    return alternatives.contains { alternative in
      alternative.conditions.contains { $0.subject == .item([]) && $0.value == name }
    }
  }

  func someName(_ value: Value) -> String? {
    switch value {
    case .instance, .object, .array, .typed: return "some"
    default: return nil
    }
  }

  /// The qualified type of a value, when the reader knows it.
  /// A value of a generic view's parameter type (`item: T` in `Grid<T>`) as one of the type the
  /// screen's creations of that view bind it to (`CodeReader+GenericBindings`), when they bind it
  /// to one type; nil otherwise. O(the bindings of views named so).
  func boundGenericValue(_ value: Value, screen: ScreenRecord) -> Value? {
    guard let name = typeName(value), index.lookup(name: name, from: nil) == nil else { return nil }
    var bound = Set<TypeReference>()
    for view in screen.views {
      for binding in reader.genericBindings[StateKey(owner: view, name: name)] ?? []
      where screen.views.contains(binding.creator) {
        bound.insert(binding.type)
      }
    }
    guard bound.count == 1, let type = bound.first else { return nil }
    return .typed(type)
  }

  func typeName(_ value: Value) -> String? {
    reader.typeName(of: value, in: Scope(owner: nil, file: 0))
  }

  func describe(_ value: Value) -> String {
    switch value {
    case .bool(let b): return b ? "true" : "false"
    case .int(let n): return String(n)
    case .string(let s): return "\"\(s)\""
    case .none: return "nil"
    case .enumCase(let type, let name, _): return (type.map { $0 + "." } ?? ".") + name
    case .instance(let type, _): return type + "(...)"
    case .state(let key, _): return key.description
    case .unknown(let text): return text
    case .nonNil(let name): return name
    default: return "a value"
    }
  }

  /// The pushes of a value (`NavigationLink(value:)`, `path.append`): to the destination the
  /// `navigationDestination(for:)` of its type gives for it. `stack` is the stack the push is
  /// known to be in (the link's own, or the one the appended path is given to), when known.
  func valuePushes(_ written: Value, at location: SourceAnchor, screen: ScreenKey, stack: SourceAnchor? = nil)
    -> [PendingMove]
  {
    let value = caseOfUndeclaredRegisteredType(written) ?? written
    var told = typeName(value)
    if told == nil, let only = onlyRegisteredType(on: stack) {
      warn(
        "the type of the value pushed ('\(describe(value))') is not known; its stack registers only '\(only)', so the push is read as one of '\(only)'",
        at: location, severity: .note)
      told = only
    } else if told == nil, isPlainName(value), let only = onlyTypeRegistered(by: screen) {
      warn(
        "the type of the value pushed ('\(describe(value))') is not known; the screen registers only '\(only)', so the push is read as one of '\(only)'",
        at: location, severity: .note)
      told = only
    }
    guard let type = told else {
      warn(
        "a value is pushed ('\(describe(value))') whose type the reader cannot tell; "
          + overlayHint(.push, on: screen), at: location)
      return []
    }
    guard
      let registrations = reader.registrations[type].map({ stackRegistrations($0, on: screen, stack: stack) }
      ),
      !registrations.isEmpty
    else {
      warn(
        "a value of type '\(type)' is pushed, but no '.navigationDestination(for: \(type).self)' is in the files read; "
          + overlayHint(.push, on: screen),
        at: location)
      return []
    }
    // A registration that names the value's case (`case .fabric: FabricView()`) decides; another
    // registration's `default:` applies only to cases no registration names.
    let named =
      value.caseName.map { name in registrations.filter { names($0.destination, case: name) } } ?? []
    if named.isEmpty, Set(registrations.compactMap(\.stack)).count > 1,
      Set(registrations.flatMap { oneTarget($0, for: value, type: type) }).count > 1
    {
      warn(
        "a value of type '\(type)' is pushed ('\(describe(value))') from a screen the reader cannot place in one stack, and the stacks' registrations show different destinations; "
          + overlayHint(.push, on: screen),
        at: location)
      return []
    }
    reachedPlaceholder = false
    for registration in named.isEmpty ? registrations : named {
      var destination = registration.destination
      if let field = registration.heldField {
        // A value carrying its view (`AnyDestination(destination: CartView())`): that view.
        guard case .instance(_, let fields) = value, case .view(let held)? = fields[field] else {
          warn(
            "a value of type '\(type)' is pushed ('\(describe(value))'), whose navigationDestination shows the view it holds in '\(field)', and the reader cannot tell which view that is; "
              + overlayHint(.push, on: screen),
            at: location)
          return []
        }
        destination = reader.heldViewShape(held)
      }
      let found = targets(
        destination, selector: Selector(item: value, enumType: type), stack: false, moving: true,
        hint: overlayHint(.push, on: screen))
      if found.count > 1 {
        warn(
          "a value of type '\(type)' is pushed ('\(describe(value))'), and the reader cannot tell which of \(found.count) destinations it shows; "
            + overlayHint(.push, on: screen),
          at: location)
        return []
      }
      if let target = found.first {
        noteTabBarMoves(found, kind: .push, from: screen, at: location)
        return [move(.push, to: target, value: type)]
      }
    }
    if !reachedPlaceholder {
      warn(
        "a value of type '\(type)' is pushed ('\(describe(value))'), but its navigationDestination shows nothing for it",
        at: location)
    }
    return []
  }

  /// The screen a registration shows for a value, when it shows exactly one: a key, so that the
  /// registrations of two stacks can be told apart. Empty otherwise.
  func oneTarget(_ registration: Registration, for value: Value, type: String) -> [ScreenKey] {
    let found = targets(
      registration.destination, selector: Selector(item: value, enumType: type), stack: false, eager: true)
    guard found.count == 1, case .screen(let key) = found[0] else { return [] }
    return [key]
  }
}
